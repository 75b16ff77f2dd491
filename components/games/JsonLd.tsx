import Head from 'next/head';

/** Structured data as a JSON-LD script in the head ('<' escaped so the JSON cannot close the tag). */
export function JsonLd({ id, data }: { id: string; data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return (
    <Head>
      <script type="application/ld+json" key={`ld-${id}`} dangerouslySetInnerHTML={{ __html: json }} />
    </Head>
  );
}
