// Bulk writers for generated rows: prepared statements in one big transaction per flush on SQLite, and one
// INSERT … SELECT FROM unnest(arrays) per table per flush on PostgreSQL (a column-wise batch, close to COPY).
import type SqliteDatabase from 'better-sqlite3';
import type pg from 'pg';
import { TABLES } from './tables.ts';
import type { Row, RowSink, TableName } from './tables.ts';

/** Parents before children, so foreign keys hold inside every flush. */
const ORDER = Object.keys(TABLES) as TableName[];

abstract class BufferedSink implements RowSink {
  protected buffers = new Map<TableName, Row[]>();
  pending = 0;
  add(table: TableName, row: Row): void {
    let rows = this.buffers.get(table);
    if (!rows) this.buffers.set(table, (rows = []));
    rows.push(row);
    this.pending++;
  }
  protected take(): [TableName, Row[]][] {
    const out = ORDER.flatMap((t) => {
      const rows = this.buffers.get(t);
      return rows?.length ? [[t, rows] as [TableName, Row[]]] : [];
    });
    this.buffers = new Map();
    this.pending = 0;
    return out;
  }
  abstract flush(): Promise<void>;
}

export class SqliteSink extends BufferedSink {
  private statements = new Map<TableName, SqliteDatabase.Statement>();
  constructor(private db: SqliteDatabase.Database) {
    super();
  }
  private statement(table: TableName) {
    let s = this.statements.get(table);
    if (!s) {
      const cols = TABLES[table].map(([c]) => c);
      s = this.db.prepare(
        `INSERT INTO ${table} (${cols.map((c) => `"${c}"`).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
      );
      this.statements.set(table, s);
    }
    return s;
  }
  async flush(): Promise<void> {
    const batches = this.take();
    this.db.transaction(() => {
      for (const [table, rows] of batches) {
        const s = this.statement(table);
        for (const row of rows) s.run(row);
      }
    })();
  }
}

export class PostgresSink extends BufferedSink {
  constructor(private client: pg.Client) {
    super();
  }
  async flush(): Promise<void> {
    const batches = this.take();
    await this.client.query('BEGIN');
    for (const [table, rows] of batches) {
      const cols = TABLES[table];
      const arrays = cols.map((_, i) => rows.map((r) => r[i] ?? null));
      await this.client.query(
        `INSERT INTO ${table} (${cols.map(([c]) => `"${c}"`).join(', ')}) ` +
          `SELECT * FROM unnest(${cols.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})`,
        arrays,
      );
    }
    await this.client.query('COMMIT');
  }
}
