// An exchange of a spec file's own (a process the tests may stop, kill and start again), started
// before the file's first test and disposed after its last; a file may add settings of its own.
import { test } from '../fixtures';
import { ExchangeProcess, type ExchangeOptions } from './exchange-process';

export function exchangeForFile(options: ExchangeOptions = {}): () => ExchangeProcess {
  let exchange: ExchangeProcess | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    exchange = await ExchangeProcess.create(options);
    await exchange.start();
  });
  test.afterAll(async () => {
    await exchange?.dispose();
  });
  return () => {
    if (!exchange) throw new Error('the file’s exchange is not started');
    return exchange;
  };
}
