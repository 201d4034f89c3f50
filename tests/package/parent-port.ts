/**
 * Plays Electron's `process.parentPort` for the packed server-process.js under plain Node
 * (Electron's binary cannot be downloaded on the development machines): messages travel over
 * Node's IPC channel instead. Usage: node --import tsx parent-port.ts <server-process.js>
 */
import { pathToFileURL } from 'node:url';

type Listener = (event: { data: unknown }) => void;
const listeners: Listener[] = [];

process.on('message', (data) => listeners.forEach((listener) => listener({ data })));
Object.assign(process, {
  parentPort: {
    postMessage: (message: unknown) => process.send?.(message),
    on: (_event: 'message', listener: Listener) => listeners.push(listener),
  },
});

const entry = process.argv[2];
if (!entry) throw new Error('Usage: parent-port.ts <server-process.js>');
await import(pathToFileURL(entry).href);
