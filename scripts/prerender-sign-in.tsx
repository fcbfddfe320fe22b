/**
 * Prints (JSON on stdout) the first-load sign-in page's markup and its critical CSS, for index.html
 * (PrerenderSignInPlugin in webpack.config.ts runs this at build time):
 *   html: renderToString(<SignInScreen />), which src/app/signIn.tsx hydrates;
 *   css:  the rules of Bootstrap and src/styles/app.css that match an element of that markup
 *         (pseudo-classes and theme attributes ignored, so hover/focus and dark-mode variants stay),
 *         plus the rule hiding the markup on every other page (public/theme-init.js).
 * The full stylesheets still load, after the markup, without blocking its first paint.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import postcss, { type AtRule, type ChildNode, type Root, type Rule } from 'postcss';
import { SignInScreen } from '../src/app/signIn';

const ROOT = path.join(__dirname, '..');
const SHEETS = [
  path.join(path.dirname(require.resolve('bootstrap/package.json')), 'dist/css/bootstrap.min.css'),
  path.join(ROOT, 'src/styles/app.css'),
];
/** public/theme-init.js sets it on <html> for any page but a signed-out visit of the sign-in page. */
const HIDE_ELSEWHERE = 'html[data-crms-prerender="skip"] #root{display:none}';

const html = renderToString(<SignInScreen />);
const { document } = new JSDOM(`<!doctype html><html><body><div id="root">${html}</div></body></html>`)
  .window;

// Pseudo-classes/elements (with their arguments) and the theme attributes set on <html>.
const IGNORED =
  /::?[\w-]+(\((?:[^()]|\([^()]*\))*\))?|\[data-(bs-theme|crms-primary)[^\]]*\]|\.crms-compact-sidebar/g;

function matches(selector: string): boolean {
  const plain = selector
    .replace(IGNORED, '')
    .replace(/\s*[>+~]\s*$/, '')
    .trim();
  if (!plain || /^[>+~\s]*$/.test(plain)) return true; // :root, [data-bs-theme=dark], ::selection ...
  try {
    return document.querySelector(plain.replace(/^[>+~]\s*/, '')) !== null;
  } catch {
    return true; // a selector jsdom cannot parse: keep it rather than lose a style
  }
}

function keep(container: Root | AtRule): void {
  container.each((node: ChildNode) => {
    if (node.type === 'rule') {
      if (!(node as Rule).selectors.some(matches)) node.remove();
    } else if (node.type === 'atrule') {
      const at = node as AtRule;
      if (/^(media|supports|layer|container)$/.test(at.name) && at.nodes) {
        keep(at);
        if (!at.nodes.length) at.remove();
      } else if (at.name !== 'font-face') at.remove(); // keyframes (spinner): the full sheet has them
    } else if (node.type === 'comment') node.remove();
  });
}

const css = SHEETS.map((file) => {
  const root = postcss.parse(fs.readFileSync(file, 'utf8'));
  keep(root);
  return root.toString().replace(/\s*\n\s*/g, '');
}).join('');

process.stdout.write(JSON.stringify({ html, css: `${css}${HIDE_ELSEWHERE}` }));
