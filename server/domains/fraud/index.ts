/** What other domains may use of fraud (the layer rule in eslint.config.js): they import it from here, never from inside the folder. */

export { bandFilterSql, bandSql } from './historySql';
export { phoneRisk } from './phoneRisk';
