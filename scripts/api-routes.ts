/**
 * `npm run api:routes`: writes shared/api/routes.json, the React app's table of the contract's
 * endpoints (method, path, audience), from shared/api/index.ts. tests/api/contract.test.ts fails
 * while the table and the contract differ.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiContract } from '../shared/api';
import { routeTableSource } from '../shared/api/route-table';

const target = fileURLToPath(new URL('../shared/api/routes.json', import.meta.url));
writeFileSync(target, routeTableSource(apiContract));
console.log(`Escrito ${target}`);
