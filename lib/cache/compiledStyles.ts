/**
 * styled-components compiles a component's CSS (stylis) the first time a style sheet sees it.
 * The server collects each page's styles in a new ServerStyleSheet (pages/_document.tsx), so
 * every page rendered per request compiled every component it shows again: about a twentieth of
 * its render. The compiled rules of a component's class name never change (the name is a hash of
 * the component and its CSS), so this process keeps them and hands them to each new sheet when
 * the render asks whether the sheet has that name: the sheet still holds exactly the rules of the
 * components this page rendered.
 */
import type { ServerStyleSheet } from 'styled-components';

/** Class names of the site's components with their props and themes: a few hundred; a bound all the same. */
const MAX_KEPT = 5000;
const compiled = new Map<string, string[]>();

/** Lets `sheet` take compiled rules from earlier renders instead of compiling them again. */
export function reuseCompiledRules(sheet: ServerStyleSheet): ServerStyleSheet {
  const { instance } = sheet;
  const hasName = instance.hasNameForId.bind(instance);
  const insertRules = instance.insertRules.bind(instance);
  instance.hasNameForId = (id, name) => {
    if (hasName(id, name)) return true;
    const rules = compiled.get(`${id} ${name}`);
    if (!rules) return false;
    insertRules(id, name, rules);
    return true;
  };
  instance.insertRules = (id, name, rules) => {
    if (compiled.size < MAX_KEPT) compiled.set(`${id} ${name}`, rules);
    insertRules(id, name, rules);
  };
  return sheet;
}
