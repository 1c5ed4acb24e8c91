// Benchmarks write their results into one section of docs/benchmarks.md each, replacing the
// previous run of that section and leaving the others as they are.
import { readFile, writeFile } from 'node:fs/promises';

export async function replaceSection(file, title, body) {
  const current = await readFile(file, 'utf8').catch(() => '# Benchmarks\n');
  const heading = `## ${title}`;
  const start = current.indexOf(heading);
  const section = `${heading}\n\n${body}\n`;
  if (start === -1) {
    await writeFile(file, `${current.trimEnd()}\n\n${section}`);
    return;
  }
  const next = current.indexOf('\n## ', start + heading.length);
  const end = next === -1 ? current.length : next + 1;
  await writeFile(
    file,
    `${current.slice(0, start)}${section}${next === -1 ? '' : '\n'}${current.slice(end)}`,
  );
}
