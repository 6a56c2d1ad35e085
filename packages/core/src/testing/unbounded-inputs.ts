// Finds the places in a schema where input has no upper bound: a string without a maximum length,
// a list without a maximum count (docs/product.md#constants-and-limits). Every schema the venue
// decodes a request with must have none, so no field can carry megabytes into the database.
import { SchemaAST } from 'effect';
import type { Schema } from 'effect';

const hasMaxLength = (ast: SchemaAST.AST): boolean =>
  (ast.checks ?? []).some((check) => {
    const constraint = (check.annotations as { arbitraryConstraint?: { maxLength?: number } } | undefined)?.arbitraryConstraint;
    return typeof constraint?.maxLength === 'number';
  });

function visit(ast: SchemaAST.AST, path: string, found: string[], seen: Set<SchemaAST.AST>): void {
  // Only a recursive schema can bring a node back under itself; a shared node such as the one
  // `Schema.String` is still visited at every path it appears at.
  if (seen.has(ast)) return;
  // The wire side of a transformation is what a request actually sends.
  if (ast.encoding !== undefined) {
    const encoded = SchemaAST.toEncoded(ast);
    if (encoded !== ast && !(ast._tag === 'String' && hasMaxLength(ast))) visit(encoded, path, found, seen);
    if (ast._tag !== 'String') return;
  }
  switch (ast._tag) {
    case 'String':
      if (!hasMaxLength(ast)) found.push(path || '(root)');
      return;
    case 'Objects':
      for (const property of ast.propertySignatures)
        visit(property.type, path ? `${path}.${String(property.name)}` : String(property.name), found, seen);
      for (const index of ast.indexSignatures) visit(index.type, `${path}[key]`, found, seen);
      return;
    case 'Arrays':
      if (ast.rest.length > 0 && !hasMaxLength(ast)) found.push(`${path}[] (no maximum count)`);
      for (const [i, element] of ast.elements.entries()) visit(element, `${path}[${i}]`, found, seen);
      for (const rest of ast.rest) visit(rest, `${path}[]`, found, seen);
      return;
    case 'Union':
      for (const member of ast.types) visit(member, path, found, seen);
      return;
    case 'Suspend':
      seen.add(ast);
      visit(ast.thunk(), path, found, seen);
      seen.delete(ast);
      return;
    default:
      return;
  }
}

/** Paths of the unbounded strings and lists in `schema`, as `field.sub[]`. */
export function unboundedInputs(schema: Schema.Top): string[] {
  const found: string[] = [];
  visit(schema.ast, '', found, new Set());
  return [...new Set(found)];
}
