export const TEMPLATE_CATEGORIES = [
  'all',
  'coding',
  'writing',
  'analysis',
  'creative',
  'business',
  'learning',
  'custom',
] as const;

export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

export interface MessageTemplate {
  id: string;
  title: string;
  description: string;
  category: TemplateCategory;
  tags: string[];
  content: string;
  isCustom: boolean;
}

const builtin = (t: Omit<MessageTemplate, 'isCustom'>): MessageTemplate => ({
  ...t,
  isCustom: false,
});

/** The spec's eight built-in templates. Placeholders are in [brackets]: tags would be stripped. */
export const BUILTIN_TEMPLATES: readonly MessageTemplate[] = [
  builtin({
    id: 'code-review',
    title: 'Code review',
    description: 'Find bugs, risks and style problems in a piece of code',
    category: 'coding',
    tags: ['code', 'review', 'quality'],
    content: `Please review the following code as an experienced engineer would.

Language / framework: [language]
What the code should do: [short description]

\`\`\`
[paste the code here]
\`\`\`

Report, most important first:
1. Bugs and incorrect behaviour, with the line and a fix.
2. Security problems (input handling, secrets, injection).
3. Performance issues that matter at realistic sizes.
4. Readability: naming, structure, duplication, missing tests.
Finish with a corrected version of the most problematic part.`,
  }),
  builtin({
    id: 'debug-help',
    title: 'Debug help',
    description: 'Track down the cause of an error step by step',
    category: 'coding',
    tags: ['debug', 'error', 'bug'],
    content: `I need help finding the cause of a bug.

What I expected: [expected behaviour]
What happens instead: [actual behaviour]
Error message or stack trace:
\`\`\`
[paste the error here]
\`\`\`
Relevant code:
\`\`\`
[paste the code here]
\`\`\`
What I already tried: [steps taken]

Explain the most likely causes in order of probability, how to confirm each one, and the fix.`,
  }),
  builtin({
    id: 'explain-code',
    title: 'Explain code',
    description: 'A plain-language walk through unfamiliar code',
    category: 'coding',
    tags: ['code', 'explain', 'learning'],
    content: `Explain what this code does, for someone who knows [my level: beginner / intermediate / expert] programming.

\`\`\`
[paste the code here]
\`\`\`

Start with a two-sentence summary, then go through it section by section, point out anything surprising or risky, and end with an example input and the output it produces.`,
  }),
  builtin({
    id: 'improve-writing',
    title: 'Improve writing',
    description: 'Make a text clearer, shorter and better suited to its reader',
    category: 'writing',
    tags: ['writing', 'editing', 'style'],
    content: `Improve the following text.

Reader: [who will read it]
Tone: [formal / friendly / persuasive / neutral]
Length: [keep / shorter / longer]

Text:
"""
[paste your text here]
"""

Return the improved version first, then a short list of the main changes and why you made them. Keep my meaning and any facts unchanged.`,
  }),
  builtin({
    id: 'data-analysis',
    title: 'Data analysis',
    description: 'Summarise a data set and find patterns worth acting on',
    category: 'analysis',
    tags: ['data', 'statistics', 'insights'],
    content: `Analyse this data.

Context: [where the data comes from and what one row means]
Question I want answered: [the decision or question]

Data (CSV or table):
[paste the data here]

Please give: a summary of the data (size, ranges, missing values), the main patterns and outliers, what they suggest for my question, how confident we can be, and which further data or checks would help.`,
  }),
  builtin({
    id: 'creative-brainstorm',
    title: 'Creative brainstorming',
    description: 'Many varied ideas on a topic, then the best ones developed',
    category: 'creative',
    tags: ['ideas', 'brainstorm', 'creative'],
    content: `Brainstorm ideas about: [topic or problem]

Constraints: [budget, time, audience, format]

Give 15 ideas that differ from each other: some safe, some unusual, a few deliberately wild. One line each. Then pick the three most promising, explain why, and outline the first steps to try each.`,
  }),
  builtin({
    id: 'business-analysis',
    title: 'Business analysis',
    description: 'Weigh a business idea or decision: market, risks, numbers',
    category: 'business',
    tags: ['business', 'strategy', 'swot'],
    content: `Help me analyse a business decision.

The idea or decision: [describe it]
Market and customers: [who pays and why]
Resources available: [money, people, time]

Please cover: a SWOT analysis, the key assumptions and how to test them cheaply, the main risks with mitigations, rough costs and revenue drivers, and a clear recommendation with the conditions under which you would change it.`,
  }),
  builtin({
    id: 'learning-helper',
    title: 'Learning helper',
    description: 'Learn a topic step by step with examples and a quiz',
    category: 'learning',
    tags: ['learning', 'study', 'explain'],
    content: `I want to learn about: [topic]

What I already know: [current knowledge]
Why I am learning it: [goal]

Explain it step by step, from the basics to the level I need, with a concrete example for each step and an everyday analogy where it helps. Finish with five quiz questions (answers at the end) and suggestions for what to learn next.`,
  }),
];
