// npm run bench -- questionnaire: re-evaluating ticket registration visibility after a keystroke, in Chromium
// at 4× CPU throttle (issue 19 budget: ≤ 8 ms for 200 questions × 10 tickets). The contract's rule engine
// (packages/contract/src/questionnaires) is bundled with esbuild and run in Debian's Chromium over a generated
// questionnaire: every kind of question, each after the first shown or hidden by a rule on earlier answers
// (a third of them And/Or groups), a third of the choice options with rules of their own. One "keystroke"
// changes one answer of one ticket and re-evaluates all ten tickets, as the modal's worst case.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { report, root } from './lib.mjs';

const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 200);
const TICKETS = Number(process.env.BENCH_TICKETS ?? 10);
const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 500);
const THROTTLE = Number(process.env.BENCH_CPU_THROTTLE ?? 4);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-questionnaire-'));
const entry = path.join(dir, 'entry.ts');
fs.writeFileSync(
  entry,
  `import { compileQuestionnaire } from '${path.join(root, 'packages/contract/src/questionnaires/engine.ts')}';
const TYPES = ['Text', 'Number', 'Date', 'SingleChoice', 'MultipleChoice', 'Checkbox', 'LongText', 'Email'] as const;
function questionnaire(n: number) {
  const items: any[] = [];
  for (let i = 0; i < n; i++) {
    const type = TYPES[i % TYPES.length];
    const choice = type === 'SingleChoice' || type === 'MultipleChoice';
    const options = choice ? Array.from({ length: 5 }, (_, j) => ({ _id: 'q' + i + 'o' + j, Title: 'Option ' + j,
      Rule: j % 3 === 0 && i > 0 ? condition(i - 1 - (j % i)) : null, Show: j % 2 === 0 })) : [];
    const rule = i === 0 ? null : i % 3 === 0
      ? { Type: 'CompoundRule', Operator: i % 2 ? 'Or' : 'And', Rules: [condition(i - 1), condition(Math.floor(i / 2)), condition(i % 7)] }
      : condition(Math.max(0, i - 1 - (i % 5)));
    items.push({ _id: 'q' + i, Type: type, Required: i % 4 === 0, Options: options, Rule: rule, Show: i % 5 !== 0 });
  }
  function condition(target: number) {
    const type = TYPES[target % TYPES.length];
    if (type === 'Number') return { Type: 'AnswerRule', QuestionId: 'q' + target, Condition: 'IsGreaterOrEqual', Value: 18 };
    if (type === 'Date') return { Type: 'AnswerRule', QuestionId: 'q' + target, Condition: 'IsLessThan', Value: '2008-01-01' };
    if (type === 'SingleChoice') return { Type: 'AnswerRule', QuestionId: 'q' + target, Condition: 'IsEqual', Value: ['q' + target + 'o1'] };
    if (type === 'MultipleChoice') return { Type: 'AnswerRule', QuestionId: 'q' + target, Condition: 'ContainsAny', Value: ['q' + target + 'o2', 'q' + target + 'o4'] };
    if (type === 'Checkbox') return { Type: 'AnswerRule', QuestionId: 'q' + target, Condition: 'NotEqual', Value: true };
    return { Type: 'AnswerRule', QuestionId: 'q' + target, Condition: 'ContainsAny', Value: ['a', 'e'] };
  }
  return { QuestionaireItems: items };
}
function answerFor(item: any, k: number) {
  switch (item.Type) {
    case 'Number': return 10 + (k % 20);
    case 'Date': return k % 2 ? '2005-03-0' + (1 + (k % 9)) : '2010-01-01';
    case 'SingleChoice': return item.Options[k % item.Options.length]._id;
    case 'MultipleChoice': return item.Options.filter((_: any, j: number) => (j + k) % 2 === 0).map((o: any) => o._id);
    case 'Checkbox': return k % 2 === 0;
    default: return 'answer ' + 'abcdefgh'.slice(0, 1 + (k % 8));
  }
}
(globalThis as any).benchQuestionnaire = (questions: number, tickets: number, keystrokes: number) => {
  const definition = questionnaire(questions);
  const compiled = compileQuestionnaire(definition as any);
  const answers = Array.from({ length: tickets }, (_, t) =>
    new Map(definition.QuestionaireItems.map((item: any, i: number) => [item._id, answerFor(item, i + t)])));
  const times: number[] = [];
  let visible = 0;
  for (let k = 0; k < keystrokes; k++) {
    const ticket = answers[k % tickets];
    const item = definition.QuestionaireItems[(k * 37) % questions];
    const started = performance.now();
    ticket.set(item._id, answerFor(item, k));
    for (const map of answers) visible += compiled.visibility(map).questions.size;
    times.push(performance.now() - started);
  }
  return { times, visible: visible / keystrokes / tickets };
};`,
);
const bundle = await build({
  entryPoints: [entry],
  bundle: true,
  format: 'iife',
  platform: 'browser',
  write: false,
  minify: true,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>questionnaire</title>');
  await page.addScriptTag({ content: bundle.outputFiles[0].text });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const { times, visible } = await page.evaluate(
    ([q, t, k]) => globalThis.benchQuestionnaire(q, t, k),
    [QUESTIONS, TICKETS, KEYSTROKES],
  );
  const sorted = times.slice(20).sort((a, b) => a - b); // the first few warm the JIT
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  report('questionnaire-chromium', {
    questions: { value: QUESTIONS },
    tickets: { value: TICKETS },
    'CPU throttle': { value: `${THROTTLE}×` },
    keystrokes: { value: sorted.length },
    'visible questions per ticket (avg)': { value: Number(visible.toFixed(1)) },
    'keystroke ms p50': { value: Number(at(50).toFixed(2)) },
    'keystroke ms p99 (budget 8)': { value: Number(at(99).toFixed(2)) },
    'keystroke ms max': { value: Number(sorted[sorted.length - 1].toFixed(2)) },
  });
} finally {
  await browser.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
