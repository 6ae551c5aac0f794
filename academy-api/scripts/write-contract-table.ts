import fs from 'node:fs';
import path from 'node:path';
import { withContractTable } from '../openapi/contract-table';

/** `npm run docs:contract`: writes the resource types of docs/upstream-contract.md. */
const file = path.resolve(import.meta.dirname, '../../docs/upstream-contract.md');
fs.writeFileSync(file, withContractTable(fs.readFileSync(file, 'utf8')));
console.log(`Wrote the resource types of ${path.relative(process.cwd(), file)}.`);
