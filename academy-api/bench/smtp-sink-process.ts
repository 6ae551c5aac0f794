/**
 * The benchmark's local SMTP server as a process of its own (as a real one would be), so it does
 * not share the API's thread: it says its address, and on "report" how many messages arrived,
 * to how many distinct addresses, and whether a sample carried both unsubscribe headers.
 */
import { startSmtpSink } from '../test/smtp-sink';

const sink = await startSmtpSink();
process.send?.({ type: 'ready', url: sink.url });
process.on('message', async (message: { type: string }) => {
  if (message.type === 'report') {
    const addresses = sink.received.flatMap((mail) => mail.to);
    const cpu = process.cpuUsage();
    process.send?.({
      type: 'report',
      cpuMs: (cpu.user + cpu.system) / 1000,
      count: addresses.length,
      distinct: new Set(addresses).size,
      headers: sink.received
        .slice(0, 50)
        .every((mail) =>
          /List-Unsubscribe-Post: List-Unsubscribe=One-Click/.test(mail.raw.toString()),
        ),
    });
  }
  if (message.type === 'stop') {
    await sink.close();
    process.exit(0);
  }
});
