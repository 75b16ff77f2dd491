/**
 * A file size as the documents form shows it (docs/product/validation.md): B below 1 KB, KB below
 * 1 MB, else MB (1 KB = 1024 B), at most one decimal and without a trailing ".0".
 */
export function formatFileSize(bytes: number): string {
  const value = Math.max(0, Math.round(Number.isFinite(bytes) ? bytes : 0));
  if (value < 1024) return `${value} B`;
  if (value < 1024 * 1024) return `${trim(value / 1024)} KB`;
  return `${trim(value / (1024 * 1024))} MB`;
}

const trim = (n: number): string => String(Math.round(n * 10) / 10);
