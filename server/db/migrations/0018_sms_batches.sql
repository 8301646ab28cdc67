DROP INDEX "sms_messages_phone_idx";--> statement-breakpoint
DROP INDEX "sms_messages_status_idx";--> statement-breakpoint
DROP INDEX "sms_messages_batch_idx";--> statement-breakpoint
CREATE INDEX "sms_messages_failed_idx" ON "sms_messages" USING btree ("created_at") WHERE "sms_messages"."status" = 'failed';