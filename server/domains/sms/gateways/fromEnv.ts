import type { FastifyBaseLogger } from 'fastify';
import type { SmsGateway } from './gateway';
import { LogGateway } from './logGateway';
import { SslWirelessGateway } from './sslWireless';

/** The SMS settings the server reads from its environment (README "Configuration"). */
export interface SmsConfig {
  /** SMS_GATEWAY: `log` (default) or `sslwireless`. */
  gateway: 'log' | 'sslwireless';
  /** SMS_RATE_PER_SECOND: messages a second each API process hands the gateway (default 100). */
  ratePerSecond: number;
  baseUrl?: string;
  apiToken?: string;
  senderId?: string;
  timeoutMs: number;
}

export function smsConfigFrom(env: NodeJS.ProcessEnv): SmsConfig {
  const gateway = (env.SMS_GATEWAY ?? 'log').trim().toLowerCase();
  if (gateway !== 'log' && gateway !== 'sslwireless') throw new Error(`SMS_GATEWAY must be log or sslwireless, not ${gateway}`);
  const rate = Number(env.SMS_RATE_PER_SECOND ?? 100);
  if (!Number.isFinite(rate) || rate <= 0) throw new Error('SMS_RATE_PER_SECOND must be a number above 0');
  const config: SmsConfig = {
    gateway,
    ratePerSecond: rate,
    baseUrl: env.SMS_BASE_URL || (gateway === 'sslwireless' ? 'https://smsplus.sslwireless.com' : undefined),
    apiToken: env.SMS_API_TOKEN || undefined,
    senderId: env.SMS_SENDER_ID || undefined,
    timeoutMs: Number(env.SMS_TIMEOUT_MS ?? 10_000),
  };
  if (gateway === 'sslwireless' && (!config.apiToken || !config.senderId)) {
    throw new Error('SMS_GATEWAY=sslwireless needs SMS_API_TOKEN and SMS_SENDER_ID');
  }
  return config;
}

export function gatewayOf(config: SmsConfig, log: FastifyBaseLogger): SmsGateway {
  if (config.gateway === 'sslwireless') {
    return new SslWirelessGateway({
      baseUrl: config.baseUrl as string,
      apiToken: config.apiToken as string,
      sid: config.senderId as string,
      ratePerSecond: config.ratePerSecond,
      timeoutMs: config.timeoutMs,
    });
  }
  return new LogGateway(log, config.ratePerSecond);
}
