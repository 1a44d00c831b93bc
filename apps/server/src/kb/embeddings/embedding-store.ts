import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { textArray } from '../../modules/kb/sql-arrays';

/** A passage whose stored embedding is missing, from another model or of an older text. */
export type StalePassage = { id: string; text: string; hash: string };

/** The nearest sources to a query vector: best passage per source, cosine similarity. */
export type NearestSource = {
  id: string;
  type: string;
  article: string | null;
  related_articles: string[] | null;
  similarity: number;
};

export type PrepareResult = { ready: true } | { ready: false; reason: string };

/** Long decisions exceed embedding models' input limits; their opening carries the gist. */
const MAX_EMBEDDED_CHARS = 6000;
/** Nearest passages read before keeping the best one per source. */
const PASSAGES_PER_SOURCE = 3;

const passageText = sql`p.heading || E'\n' || p.body`;

function toVectorLiteral(vector: readonly number[]): string {
  return `[${vector.join(',')}]`;
}

/**
 * The vector side of the knowledge base. Its table is created here at run time, not by a
 * migration: the migrations must run on PostgreSQL servers without pgvector (docs/decisions.md).
 */
export function createEmbeddingStore(db: Database, dimensions: number) {
  async function readColumnType(): Promise<string | null> {
    const result = await db.execute<{ type: string | null }>(sql`
      select format_type(a.atttypid, a.atttypmod) as type
      from pg_attribute a
      where a.attrelid = to_regclass('kb_embeddings') and a.attname = 'embedding'`);
    return result.rows[0]?.type ?? null;
  }

  return {
    /**
     * Creates the extension, table and index when pgvector can be had. Never throws: a server
     * without the extension (or without the right to create it) only means lexical search.
     */
    async prepare(): Promise<PrepareResult> {
      try {
        const available = await db.execute<{ name: string }>(
          sql`select name from pg_available_extensions where name = 'vector'`,
        );
        if (available.rows.length === 0) {
          return { ready: false, reason: 'the PostgreSQL server has no pgvector extension' };
        }
        await db.execute(sql`create extension if not exists vector`);
        const existing = await readColumnType();
        // Another dimension count means another model: the stored vectors are unusable.
        if (existing && existing !== `vector(${dimensions})`) {
          await db.execute(sql`drop table kb_embeddings`);
        }
        await db.execute(sql`
          create table if not exists kb_embeddings (
            passage_id text primary key references kb_passages(id) on delete cascade,
            model text not null,
            content_hash text not null,
            embedding vector(${sql.raw(String(dimensions))}) not null
          )`);
        await db.execute(sql`
          create index if not exists kb_embeddings_cosine_idx
          on kb_embeddings using hnsw (embedding vector_cosine_ops)`);
        return { ready: true };
      } catch (error) {
        return {
          ready: false,
          reason: `pgvector could not be set up: ${(error as Error).message}`,
        };
      }
    },

    /** Passages to (re-)embed; the hash of heading and body detects a changed text. */
    async listStalePassages(model: string): Promise<StalePassage[]> {
      const result = await db.execute<StalePassage>(sql`
        select p.id, left(${passageText}, ${MAX_EMBEDDED_CHARS}) as text,
          md5(${passageText}) as hash
        from kb_passages p
        left join kb_embeddings e on e.passage_id = p.id
        where e.passage_id is null or e.model <> ${model}
          or e.content_hash <> md5(${passageText})
        order by p.id`);
      return result.rows;
    },

    async saveEmbeddings(
      model: string,
      rows: ReadonlyArray<{ id: string; hash: string; vector: readonly number[] }>,
    ): Promise<void> {
      if (rows.length === 0) return;
      await db.execute(sql`
        insert into kb_embeddings (passage_id, model, content_hash, embedding)
        select t.id, ${model}, t.hash, t.vector::vector
        from unnest(
          ${textArray(rows.map((row) => row.id))},
          ${textArray(rows.map((row) => row.hash))},
          ${textArray(rows.map((row) => toVectorLiteral(row.vector)))}
        ) as t(id, hash, vector)
        -- A passage removed since it was listed is skipped rather than failing the batch.
        where exists (select 1 from kb_passages p where p.id = t.id)
        on conflict (passage_id) do update set model = excluded.model,
          content_hash = excluded.content_hash, embedding = excluded.embedding`);
    },

    /** Sources of the nearest passages by cosine distance, limited to the types asked for. */
    async findNearest(
      model: string,
      vector: readonly number[],
      types: readonly string[],
      limit: number,
    ): Promise<NearestSource[]> {
      const literal = toVectorLiteral(vector);
      const result = await db.execute<NearestSource>(sql`
        with nearest as (
          select p.source_id, 1 - (e.embedding <=> ${literal}::vector) as similarity
          from kb_embeddings e
          join kb_passages p on p.id = e.passage_id
          join kb_sources s on s.id = p.source_id
          where e.model = ${model} and s.status = 'in_force' and s.type = any(${textArray(types)})
          order by e.embedding <=> ${literal}::vector
          limit ${limit * PASSAGES_PER_SOURCE}
        )
        select s.id, s.type, s.article, s.related_articles,
          max(n.similarity)::float8 as similarity
        from nearest n join kb_sources s on s.id = n.source_id
        group by s.id, s.type, s.article, s.related_articles
        order by similarity desc, s.id
        limit ${limit}`);
      return result.rows.map((row) => ({ ...row, similarity: Number(row.similarity) }));
    },

    async countEmbeddings(): Promise<number> {
      const result = await db.execute<{ count: number }>(
        sql`select count(*)::int as count from kb_embeddings`,
      );
      return Number(result.rows[0]?.count ?? 0);
    },
  };
}
export type EmbeddingStore = ReturnType<typeof createEmbeddingStore>;
