// TypeORM DataSource for the migration CLI: `npm run migration:run|show|generate`.
export { default } from './server/src/database/cli-data-source';
