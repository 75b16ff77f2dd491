import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { getPageFiles } from 'next/dist/server/get-page-files';
import { Fragment, isValidElement, type ReactNode } from 'react';
import { ServerStyleSheet } from 'styled-components';
import { reuseCompiledRules } from '@/lib/cache/compiledStyles';
import { ROUTES, toLocale } from '@/lib/routes';
import { GIVE_WAY_CSS } from '@/components/layout/giveWay';
import {
  SCRIPT_GUARD,
  SCRIPT_LIST_ID,
  SCRIPT_LOADER,
  contentSecurityPolicy,
  newNonce,
  policyParts,
  type LoadedScript,
  type ScriptList,
} from '@/lib/security/csp';

const CSP = policyParts();

interface Props extends DocumentInitialProps {
  lang: string;
  /** This render's nonce, used only when the page answers one request (getServerSideProps). */
  nonce: string;
}

/** Whether this render answers one request (getServerSideProps), so its HTML may hold a nonce. */
const rendersPerRequest = (data: { gssp?: boolean }) => Boolean(data.gssp);

/**
 * Without a nonce the head holds no script tags: NextScript lists them for the loader instead
 * (lib/security/csp.ts). With one, Next renders its deferred tags with the nonce as usual.
 */
class PageHead extends Head {
  getPolyfillScripts() {
    return this.props.nonce ? super.getPolyfillScripts() : [];
  }
  getPreNextScripts() {
    return this.props.nonce ? super.getPreNextScripts() : <></>;
  }
  getDynamicChunks(files: Parameters<Head['getDynamicChunks']>[0]) {
    return this.props.nonce ? super.getDynamicChunks(files) : [];
  }
  getScripts(files: Parameters<Head['getScripts']>[0]) {
    return this.props.nonce ? super.getScripts(files) : [];
  }
}

/** The <script> elements in what Next's script helpers return (arrays and fragments). */
function scriptElements(node: ReactNode, into: { key: string | null; props: Record<string, unknown> }[] = []) {
  if (Array.isArray(node)) node.forEach((child) => scriptElements(child, into));
  else if (isValidElement<{ children?: ReactNode }>(node)) {
    if (node.type === Fragment) scriptElements(node.props.children, into);
    else if (node.type === 'script') into.push({ key: node.key, props: node.props as Record<string, unknown> });
  }
  return into;
}

/**
 * Without a nonce: __NEXT_DATA__, the page's script list as JSON and the constant loader that adds
 * the scripts (its hash is in the policy). Next's one inline script, Turbopack's chunk bootstrap,
 * is data pushed onto a queue, so the loader pushes the same entries.
 */
class PageScripts extends NextScript {
  render() {
    if (this.props.nonce) return super.render();
    const { buildManifest, __NEXT_DATA__ } = this.context;
    const sharedFiles = getPageFiles(buildManifest, '/_app');
    const pageFiles = getPageFiles(buildManifest, __NEXT_DATA__.page);
    const files = { sharedFiles, pageFiles, allFiles: [...new Set([...sharedFiles, ...pageFiles])] };
    const scripts: LoadedScript[] = [];
    for (const { key, props } of scriptElements([
      this.getPolyfillScripts(),
      this.getPreNextScripts(),
      this.getDynamicChunks(files),
      this.getScripts(files),
    ])) {
      if (typeof props.src === 'string') scripts.push(props.noModule ? { src: props.src, noModule: true } : { src: props.src });
      else if (key !== 'turbopack-bootstrap') throw new Error(`An inline script (${key}) the policy would block`);
    }
    const params = buildManifest.pagesChunkGroupBootstrapParams ?? {};
    const list: ScriptList = {
      queue: buildManifest.chunkLoadingGlobal,
      bootstrap: ['/_app', __NEXT_DATA__.page].map((page) => params[page]).filter(Boolean),
      scripts,
    };
    // '<' escaped so that no value can close the block.
    const json = JSON.stringify(list).replace(/</g, '\\u003c');
    return (
      <>
        {super.render()}
        <script type="application/json" id={SCRIPT_LIST_ID} dangerouslySetInnerHTML={{ __html: json }} />
        <script dangerouslySetInnerHTML={{ __html: SCRIPT_LOADER }} />
      </>
    );
  }
}

/**
 * styled-components SSR (ServerStyleSheet), <html lang> of the current locale (never 'default')
 * and the scripts under the Content-Security-Policy.
 */
export default class SiteDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    // Rules compiled by earlier renders are reused (lib/cache/compiledStyles.ts).
    const sheet = reuseCompiledRules(new ServerStyleSheet());
    const originalRenderPage = ctx.renderPage;
    try {
      ctx.renderPage = () =>
        originalRenderPage({
          enhanceApp: (App) => (props) => sheet.collectStyles(<App {...props} />),
        });
      const initialProps = await Document.getInitialProps(ctx);
      // The answer's policy carries the nonce (replacing next.config's fixed one). A pre-rendered
      // page ignores it: its HTML has none, and the policy allows its loader either way.
      const nonce = newNonce();
      if (ctx.res && !ctx.res.headersSent) {
        ctx.res.setHeader(
          'Content-Security-Policy',
          contentSecurityPolicy(CSP, { nonce, framedBySelf: ctx.pathname === ROUTES.gamePlay.page }),
        );
      }
      return {
        ...initialProps,
        lang: toLocale(ctx.locale),
        nonce,
        styles: (
          <>
            {initialProps.styles}
            {sheet.getStyleElement()}
          </>
        ),
      };
    } finally {
      sheet.seal();
    }
  }

  render() {
    const nonce = rendersPerRequest(this.props.__NEXT_DATA__) ? this.props.nonce : undefined;
    return (
      <Html lang={this.props.lang}>
        <PageHead nonce={nonce}>
          {/* Before any of the page's scripts: it watches them load (lib/security/csp.ts). */}
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT_GUARD }} />
          <style>{GIVE_WAY_CSS}</style>
          <meta name="theme-color" content="#0E0B24" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <noscript>
            <style>{'.loading-screen,.reload-notice{display:none!important}'}</style>
          </noscript>
        </PageHead>
        <body>
          <Main />
          <PageScripts nonce={nonce} />
        </body>
      </Html>
    );
  }
}
