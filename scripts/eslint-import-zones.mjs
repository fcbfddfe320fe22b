// ESLint rule `crms/import-zones`: the layers of docs/architecture.md, checked on every import.
//   contract   -> contract only
//   machines   -> contract, machines; no React or Redux packages
//   server     -> server, contract
//   shared     (src/components, src/lib, src/api, src/session, src/types, src/styles) -> shared, contract, machines
//   feature X  (src/features/<feature>) -> shared, contract, machines, feature X
//   app        (src/app, src/index.tsx) -> anything in src, contract, machines
// Files outside these zones (tests, scripts, configs) may import anything.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const UI_PACKAGES = /^(react|react-dom|react-redux|@reduxjs\/toolkit|@xstate\/react|react-bootstrap)(\/|$)/;

function zoneOf(file) {
  const rel = path.relative(ROOT, file).split(path.sep).join('/');
  if (rel.startsWith('contract/')) return { zone: 'contract' };
  if (rel.startsWith('machines/')) return { zone: 'machines' };
  if (rel.startsWith('server/')) return { zone: 'server' };
  if (rel.startsWith('src/app/') || /^src\/index\.tsx?$/.test(rel)) return { zone: 'app' };
  const feature = /^src\/features\/([^/]+)\//.exec(rel);
  if (feature) return { zone: 'feature', name: feature[1] };
  if (rel.startsWith('src/')) return { zone: 'shared' };
  return null;
}

const label = (z) => (z.zone === 'feature' ? `feature "${z.name}"` : z.zone);

function allowed(from, to) {
  switch (from.zone) {
    case 'contract':
      return to.zone === 'contract';
    case 'machines':
      return to.zone === 'contract' || to.zone === 'machines';
    case 'server':
      return to.zone === 'server' || to.zone === 'contract';
    case 'shared':
      return ['shared', 'contract', 'machines'].includes(to.zone);
    case 'feature':
      return (
        ['shared', 'contract', 'machines'].includes(to.zone) ||
        (to.zone === 'feature' && to.name === from.name)
      );
    case 'app':
      return to.zone !== 'server';
    default:
      return true;
  }
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports inside the layers of docs/architecture.md' },
    schema: [],
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const from = zoneOf(file);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if (!source.startsWith('.')) {
        if (from.zone === 'machines' && UI_PACKAGES.test(source))
          context.report({ node, message: `machines/ stays framework-free: it may not import "${source}".` });
        return;
      }
      const to = zoneOf(path.resolve(path.dirname(file), source));
      if (!to) {
        context.report({
          node,
          message: `${label(from)} may not import "${source}" (outside the layered code).`,
        });
        return;
      }
      if (!allowed(from, to))
        context.report({ node, message: `${label(from)} may not import ${label(to)} ("${source}").` });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      CallExpression: (node) => {
        if (
          node.callee.type === 'Identifier' &&
          node.callee.name === 'require' &&
          node.arguments[0]?.type === 'Literal'
        )
          check(node, node.arguments[0].value);
      },
    };
  },
};

export default { rules: { 'import-zones': rule } };
