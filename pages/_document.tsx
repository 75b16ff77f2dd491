import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { ServerStyleSheet } from 'styled-components';
import { toLocale } from '@/lib/routes';

interface Props extends DocumentInitialProps {
  lang: string;
}

/** styled-components SSR (ServerStyleSheet) and <html lang> of the current locale (never 'default'). */
export default class SiteDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const sheet = new ServerStyleSheet();
    const originalRenderPage = ctx.renderPage;
    try {
      ctx.renderPage = () =>
        originalRenderPage({
          enhanceApp: (App) => (props) => sheet.collectStyles(<App {...props} />),
        });
      const initialProps = await Document.getInitialProps(ctx);
      return {
        ...initialProps,
        lang: toLocale(ctx.locale),
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
    return (
      <Html lang={this.props.lang}>
        <Head>
          <meta name="theme-color" content="#0E0B24" />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
          <noscript>
            <style>{'.loading-screen{display:none!important}'}</style>
          </noscript>
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
