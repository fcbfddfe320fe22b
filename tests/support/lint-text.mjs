// Lints code snippets with the project's ESLint config, outside Jest (whose VM cannot load an ESM
// config file). Reads [{file, code}] as JSON on stdin, prints [[messages...]] as JSON.
import { ESLint } from 'eslint';

const input = JSON.parse(
  await new Promise((resolve) => {
    let text = '';
    process.stdin.on('data', (chunk) => (text += chunk));
    process.stdin.on('end', () => resolve(text));
  }),
);
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const { file, code } of input.snippets) {
  const [result] = await eslint.lintText(code, { filePath: file });
  out.push(result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message })));
}
const files = input.files?.length ? await eslint.lintFiles(input.files) : [];
const fileMessages = files.flatMap((r) =>
  r.messages.map((m) => ({ file: r.filePath, ruleId: m.ruleId, message: m.message })),
);
process.stdout.write(JSON.stringify({ snippets: out, files: fileMessages }));
