// Preloaded (node --import) into an exchange's child process that a test spawns ahead of time
// (heldExchange in tests/exchange-process.ts): loads the exchange's modules, then holds until the
// test writes a line to its stdin, and only then lets server/main.ts run. Loading the modules
// through tsx is most of a restart (about 3.5 s of CPU, against about 2 s to open the data folder,
// check the demo password and serve), and it reads neither the settings nor the data folder, so it
// can happen while the test is still busy with the exchange it is about to kill; what runs after
// the line is what `npm start` runs. The pipe also ties the child to the test's process: when it closes (the test
// process is gone, or never sent the line), the child goes too.
import '../server/exchange';

process.stdin.once('end', () => process.exit(0));
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
