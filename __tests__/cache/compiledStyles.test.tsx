import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { reuseCompiledRules } from '@/lib/cache/compiledStyles';

const Box = styled.div<{ $wide: boolean }>`
  width: ${({ $wide }) => ($wide ? '20rem' : '10rem')};
  &:hover {
    color: gold;
  }
`;
const Other = styled.p`
  margin: 0 auto;
`;

/** The CSS a server render of `ui` collects, through a sheet that reuses compiled rules. */
function collectedCss(ui: React.ReactElement): string {
  const sheet = reuseCompiledRules(new ServerStyleSheet());
  try {
    renderToString(sheet.collectStyles(ui));
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

function plainCss(ui: React.ReactElement): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(ui));
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('reuseCompiledRules', () => {
  it('gives each render the same styles as a fresh sheet, also when the rules come from an earlier render', () => {
    const page = (
      <>
        <Box $wide />
        <Other />
      </>
    );
    expect(collectedCss(page)).toBe(plainCss(page));
    // Second time the rules are reused: the same CSS again.
    expect(collectedCss(page)).toBe(plainCss(page));
    expect(collectedCss(page)).toContain('width:20rem');
  });

  it('holds only the rules of what this render shows', () => {
    collectedCss(
      <>
        <Box $wide={false} />
        <Other />
      </>,
    );
    const css = collectedCss(<Box $wide />);
    expect(css).toContain('width:20rem');
    expect(css).not.toContain('width:10rem');
    expect(css).not.toContain('margin:0 auto');
  });
});
