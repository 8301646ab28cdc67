export { bandFilterSql, bandSql } from './historySql';
