// Statements worth preparing: the hot reads whose text never changes (the token check, one question,
// the plain list's first pages). PostgreSQL then parses and plans each once per connection instead
// of on every call, and only the parameters travel, as long as its one plan for any values is as good
// as a plan for the values at hand (a LIMIT parameter is not: lib/paging.ts). Searches are not
// prepared: a generic plan cannot know how common a word is.

/** SQL text with a stable statement name; it reads as its text wherever a string is expected. */
export class PreparedSql {
  constructor(
    readonly name: string,
    readonly text: string,
  ) {}
  toString(): string {
    return this.text;
  }
}

export type Sql = string | PreparedSql;

// One name per distinct text, for the life of the process (pg keeps the parsed statement per
// connection under that name). The few texts prepared are fixed by the code, so this stays small.
const names = new Map<string, PreparedSql>();

export function prepared(text: string): PreparedSql {
  let statement = names.get(text);
  if (!statement) {
    statement = new PreparedSql(`hiroba_${names.size + 1}`, text);
    names.set(text, statement);
  }
  return statement;
}

export const sqlText = (sql: Sql): string => (typeof sql === 'string' ? sql : sql.text);
