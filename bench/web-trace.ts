import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { basename, join } from 'node:path';
import { chromium, type CDPSession } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { ROOT, startTsServer } from './support/processes';
import { createAnsweredConversation, postJson } from './support/answered-conversation';
import { appendResults } from './support/results';

/**
 * `npm run bench -- web-trace`: loads the signed-in `/?chatId=…` (an answered conversation, the
 * web bench's question) in Chromium at phone size with the CPU slowed 4× (Lighthouse's mobile
 * factor), records a trace and a CPU profile, and lists the main thread's long tasks (≥ 50 ms)
 * with what ran in them: trace events, CPU time per original source (npm package or file of
 * ours, through the build's source maps) and React's work loop (sliced or in one go). The counts
 * are more telling than Lighthouse's timings on a loaded machine. BENCH_WEB_DIST_DIR: another
 * build; BENCH_WEB_BASE_URL: a server already running with it; BENCH_TRACE_RUNS (2).
 */

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; frame?: string } };
};
type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};
type CpuProfile = {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};

let baseUrl = '';
const distDir = process.env.BENCH_WEB_DIST_DIR ?? join(ROOT, 'apps', 'web', 'dist');

type Tokens = { accessToken: string; idToken: string; refreshToken: string; expiresIn: number };

/** The demo tenant's tokens, and an answered conversation (bench/web-bench.ts's question). */
async function prepare(givenChatId?: string): Promise<{ session: string; chatId: string }> {
  const { tokens } = await postJson<{ tokens: Tokens }>(`${baseUrl}/idp/sign-in`, null, {
    email: 'tenant@demo.local',
    password: 'demo-password-2026',
  });
  const session = JSON.stringify({ ...tokens, expiresAt: Date.now() + tokens.expiresIn * 1000 });
  if (givenChatId) return { session, chatId: givenChatId };
  return { session, chatId: await createAnsweredConversation(baseUrl, tokens.accessToken) };
}

async function collectTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (message) =>
    events.push(...(message.value as unknown as TraceEvent[])),
  );
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  return events;
}

const consumers = new Map<string, SourceMapConsumer | null>();
function readConsumer(url: string): SourceMapConsumer | null {
  if (consumers.has(url)) return consumers.get(url) ?? null;
  let consumer: SourceMapConsumer | null = null;
  try {
    const file = join(distDir!, 'assets', basename(new URL(url).pathname) + '.map');
    consumer = new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    consumer = null;
  }
  consumers.set(url, consumer);
  return consumer;
}

/** The original name of a sampled function, through the source maps (React's work loops). */
function nameFunction(frame: ProfileNode['callFrame']): string {
  const consumer = frame.url ? readConsumer(frame.url) : null;
  if (!consumer) return frame.functionName;
  const original = consumer.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  return original.name ?? frame.functionName;
}

/** A readable owner for a sampled frame: the npm package, or our file. */
function nameFrame(frame: ProfileNode['callFrame']): string {
  if (!frame.url) return frame.functionName ? `(${frame.functionName})` : '(program)';
  const consumer = readConsumer(frame.url);
  if (!consumer) return basename(frame.url);
  const original = consumer.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  const source = original.source ?? '?';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1]!;
  return source.replace(/^.*\/src\//, 'src/');
}

async function traceOnce(sessionJson: string, chatId: string): Promise<TraceSummary> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript(
    `try { if (!sessionStorage.getItem('seeded')) { localStorage.setItem('lexlogis.session', ${JSON.stringify(sessionJson)}); sessionStorage.setItem('seeded', '1'); } } catch {}`,
  );
  // A returning user: the app set its document cookie when it restored the session (issue 18,
  // round 7). It opens once for that; the HTTP cache is then emptied (see below).
  const warm = await context.newPage();
  await warm.goto(`${baseUrl}/`);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const cookies = await context.cookies(baseUrl);
    if (cookies.some((cookie) => cookie.name === 'lexlogis.document')) break;
    await warm.waitForTimeout(200);
  }
  const warmCdp = await context.newCDPSession(warm);
  await warmCdp.send('Network.clearBrowserCache');
  await warm.close();
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  // A first visit warms the HTTP cache as a returning reader would not: Lighthouse loads cold, so
  // the measured load is a fresh context's.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Tracing.start', {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'blink.user_timing',
      'loading',
      'toplevel',
    ].join(','),
  });
  await cdp.send('Profiler.start');
  await page.goto(`${baseUrl}/?chatId=${chatId}`);
  await page.getByTestId('chat-message').first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(4000);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  const events = await collectTrace(cdp);
  await browser.close();
  return report(events, profile);
}

const MARKDOWN_PACKAGES =
  /^(micromark|mdast|remark|rehype|unified|unist|hast|property-information|vfile|decode-named|character-entities|bail|trough|devlop|comma-separated|space-separated|zwitch|longest-streak|markdown-table|ccount|escape-string|html-url-attributes|react-markdown|estree|style-to|trim-lines)/;

/** CPU of the whole load in a few groups: the Markdown pipeline, React, translations, zod. */
function groupOf(owner: string): string {
  if (MARKDOWN_PACKAGES.test(owner)) return 'markdown';
  if (owner === 'react-dom' || owner === 'react' || owner === 'scheduler') return 'react';
  if (owner === 'i18next' || owner === 'react-i18next' || owner === 'html-parse-stringify')
    return 'i18n';
  if (owner === 'zod') return 'zod';
  return 'other';
}

type TraceSummary = {
  tasks: number;
  long: number;
  blockingMs: number;
  busyMs: number;
  longestMs: number;
  cpuByGroup: Record<string, number>;
  lines: string[];
};

function report(events: TraceEvent[], profile: CpuProfile): TraceSummary {
  const lines: string[] = [];
  const print = (line: string) => {
    console.log(line);
    lines.push(line);
  };
  // The page's renderer: of the renderer main threads (about:blank has its own), the busiest.
  const busy = (pid: number, tid: number) =>
    events
      .filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const mainThread = events
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .sort((a, b) => busy(b.pid, b.tid) - busy(a.pid, a.tid))[0];
  if (!mainThread) throw new Error('No renderer main thread in the trace');
  const onMain = events.filter((e) => e.pid === mainThread.pid && e.tid === mainThread.tid);
  const tasks = onMain
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts);
  const navigationStart = onMain.find((e) => e.name === 'navigationStart')?.ts ?? tasks[0]?.ts ?? 0;
  const long = tasks.filter((task) => (task.dur ?? 0) >= 50_000);
  const paints = events.filter((e) =>
    ['firstContentfulPaint', 'largestContentfulPaint::Candidate'].includes(e.name),
  );

  // Sample times (absolute µs) and the node each landed in.
  const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes as Array<ProfileNode & { children?: number[] }>) {
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  }
  // Which of our functions a sample ran under (the nearest one up the stack: a component's
  // render, an effect, a store), to attribute React's and the libraries' time to our code.
  const oursById = new Map<number, string | null>();
  const oursOf = (id: number): string | null => {
    if (oursById.has(id)) return oursById.get(id)!;
    const node = nodeById.get(id);
    let found: string | null = null;
    if (node) {
      const owner = nameFrame(node.callFrame);
      if (owner.startsWith('src/')) found = `${owner} ${nameFunction(node.callFrame)}`;
      else {
        const parent = parentOf.get(id);
        found = parent === undefined ? null : oursOf(parent);
      }
    }
    oursById.set(id, found);
    return found;
  };
  // How React rendered: sliced (a transition) or in one go (sync, default lane, or a store
  // changed during a sliced render and React rendered it again at once).
  const workLoopOf = (id: number): string | null => {
    for (
      let current: number | undefined = id;
      current !== undefined;
      current = parentOf.get(current)
    ) {
      const node = nodeById.get(current);
      if (!node) break;
      const name = nameFunction(node.callFrame);
      if (
        [
          'workLoopSync',
          'workLoopConcurrentByScheduler',
          'workLoopConcurrent',
          'commitRoot',
          'commitRootImpl',
          'flushPassiveEffects',
        ].includes(name)
      )
        return name;
    }
    return null;
  };
  const sampleTimes: number[] = [];
  let time = profile.startTime;
  for (const delta of profile.timeDeltas) sampleTimes.push((time += delta));

  const cpuByGroup: Record<string, number> = {};
  for (let i = 0; i < profile.samples.length; i += 1) {
    const node = nodeById.get(profile.samples[i]!);
    if (!node) continue;
    const group = groupOf(nameFrame(node.callFrame));
    cpuByGroup[group] = (cpuByGroup[group] ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000;
  }
  const blocking = long.reduce((sum, task) => sum + (task.dur ?? 0) - 50_000, 0);
  const totalScript = onMain
    .filter(
      (e) =>
        e.ph === 'X' &&
        [
          'EvaluateScript',
          'FunctionCall',
          'v8.compile',
          'v8.compileModule',
          'v8.evaluateModule',
        ].includes(e.name),
    )
    .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const ms = (us: number) => `${(us / 1000).toFixed(0)} ms`;
  print(`Tasks on the main thread: ${tasks.length}; long (≥ 50 ms): ${long.length}`);
  print(`Blocking time (sum of long tasks beyond 50 ms, from navigation): ${ms(blocking)}`);
  print(
    `Main-thread busy: ${ms(tasks.reduce((s, t) => s + (t.dur ?? 0), 0))}; top-level script events: ${ms(totalScript)}`,
  );
  for (const paint of paints) print(`${paint.name} at ${ms(paint.ts - navigationStart)}`);

  for (const task of long) {
    const start = task.ts;
    const end = start + (task.dur ?? 0);
    const inside = onMain.filter((e) => e.ts >= start && e.ts < end && e.ph === 'X');
    const byKind = new Map<string, number>();
    for (const e of inside) {
      if (
        ![
          'EvaluateScript',
          'v8.evaluateModule',
          'Layout',
          'UpdateLayoutTree',
          'Paint',
          'ParseHTML',
          'FunctionCall',
          'TimerFire',
          'FireAnimationFrame',
          'RunMicrotasks',
          'v8.compile',
          'v8.compileModule',
        ].includes(e.name)
      )
        continue;
      const url = e.args?.data?.url ? ` ${basename(e.args.data.url)}` : '';
      const key = `${e.name}${e.name === 'FunctionCall' ? '' : url}`;
      byKind.set(key, (byKind.get(key) ?? 0) + (e.dur ?? 0));
    }
    const bySource = new Map<string, number>();
    const byLoop = new Map<string, number>();
    const byOurs = new Map<string, number>();
    let sampled = 0;
    for (let i = 0; i < sampleTimes.length; i += 1) {
      const at = sampleTimes[i]!;
      if (at < start || at >= end) continue;
      const node = nodeById.get(profile.samples[i]!);
      if (!node) continue;
      const weight = profile.timeDeltas[i + 1] ?? 0;
      sampled += weight;
      const owner = nameFrame(node.callFrame);
      const loop = workLoopOf(node.id);
      if (loop) byLoop.set(loop, (byLoop.get(loop) ?? 0) + weight);
      const ours = oursOf(node.id);
      if (ours) byOurs.set(ours, (byOurs.get(ours) ?? 0) + weight);
      bySource.set(owner, (bySource.get(owner) ?? 0) + weight);
    }
    print(`- long task at ${ms(start - navigationStart)}: ${ms(task.dur ?? 0)}`);
    const top = (map: Map<string, number>, n: number) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `${k} ${ms(v)}`)
        .join('; ');
    print(`  events: ${top(byKind, 8)}`);
    print(`  CPU samples (${ms(sampled)}): ${top(bySource, 12)}`);
    if (byLoop.size > 0) print(`  React: ${top(byLoop, 6)}`);
    if (byOurs.size > 0) print(`  Under our code (inclusive): ${top(byOurs, 8)}`);
  }
  const busyTotal = tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0);
  const longest = Math.max(0, ...long.map((task) => task.dur ?? 0));
  return {
    tasks: tasks.length,
    long: long.length,
    blockingMs: blocking / 1000,
    busyMs: busyTotal / 1000,
    longestMs: longest / 1000,
    cpuByGroup,
    lines,
  };
}

export async function runWebTraceBenchmark(): Promise<void> {
  const runs = Number(process.env.BENCH_TRACE_RUNS ?? 2);
  const server = process.env.BENCH_WEB_BASE_URL
    ? null
    : await startTsServer(
        'apps/server/src/main.ts',
        '/healthz',
        {
          NODE_ENV: 'development',
          MODEL_PROVIDER: 'local',
          RATE_LIMIT_MAX: '100000000',
          ...(process.env.BENCH_WEB_DIST_DIR
            ? { WEB_DIST_DIR: process.env.BENCH_WEB_DIST_DIR }
            : {}),
        },
        300_000,
      );
  baseUrl = server?.baseUrl ?? process.env.BENCH_WEB_BASE_URL ?? '';
  try {
    const { session, chatId } = await prepare();
    const summaries: TraceSummary[] = [];
    const loads: string[] = [];
    for (let run = 0; run < runs; run += 1) {
      loads.push(loadavg()[0]!.toFixed(1));
      summaries.push(await traceOnce(session, chatId));
    }
    const label = process.env.BENCH_WEB_LABEL ?? 'current build';
    const round = (value: number) => Math.round(value);
    appendResults('web-trace', [
      `Run: ${label}. \`/?chatId=…\` (answered conversation), Chromium at 412×823, CPU slowed 4× (CDP), trace + CPU profile from navigation to 4 s after the first message shows. 1-minute load average before each run: ${loads.join(', ')}.`,
      '',
      '| run | main-thread tasks | long tasks (≥ 50 ms) | blocking (Σ beyond 50 ms) | longest task | main thread busy | CPU: Markdown / React / i18n / zod |',
      '|---|---:|---:|---:|---:|---:|---|',
      ...summaries.map(
        (summary, index) =>
          `| ${index + 1} | ${summary.tasks} | ${summary.long} | ${round(summary.blockingMs)} ms | ${round(summary.longestMs)} ms | ${round(summary.busyMs)} ms | ${['markdown', 'react', 'i18n', 'zod'].map((group) => `${round(summary.cpuByGroup[group] ?? 0)}`).join(' / ')} ms |`,
      ),
      '',
      'Long tasks of the last run (trace events; CPU per original source; React work loop):',
      '',
      '```',
      ...(summaries.at(-1)?.lines.filter((line) => !line.startsWith('Tasks')) ?? []),
      '```',
    ]);
  } finally {
    await server?.stop();
  }
}
