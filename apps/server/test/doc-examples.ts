/** A console example of a doc: the command after `$ ` and the lines it prints. */
export interface Example {
  command: string;
  expected: string;
}

const openQuote = (lines: string[]) => (lines.join('\n').match(/'/g)?.length ?? 0) % 2 === 1;

/**
 * `$ …` commands in a markdown document's console blocks, in document order, each with the
 * lines it prints (up to a blank line). A command goes on while a line ends with a backslash or
 * leaves a quote open.
 */
export function consoleExamples(markdown: string): Example[] {
  const blocks = [...markdown.matchAll(/^```console\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? '');
  const examples: Example[] = [];
  for (const block of blocks) {
    const lines = block.split('\n');
    for (let i = 0; i < lines.length; i++) {
      if (!lines[i]?.startsWith('$ ')) continue;
      const command: string[] = [];
      do command.push(lines[i++] ?? '');
      while (i < lines.length && (/\\$/.test(command.at(-1) ?? '') || openQuote(command)));
      const output: string[] = [];
      while (i < lines.length && lines[i] !== '') output.push(lines[i++] ?? '');
      examples.push({ command: command.join('\n').slice(2), expected: output.join('\n') });
    }
  }
  return examples;
}
