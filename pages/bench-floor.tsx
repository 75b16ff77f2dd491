import Head from 'next/head';
import type { BarePage } from './_app';

/**
 * The bench's floor: the smallest page this build serves (no layout, store, translations or data,
 * prerendered). Pages are measured against it in the same run. Not linked anywhere.
 */
export default function BenchFloor() {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
        <title>floor</title>
      </Head>
      <p>floor</p>
    </>
  );
}
(BenchFloor as BarePage).bare = true;

