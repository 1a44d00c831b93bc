/**
 * Minimal PDF files for the importer's bad-input tests, built by hand so no PDF writer is
 * needed: one page of text, optionally with a standard-security /Encrypt dictionary whose
 * user password is not empty (a reader cannot open it without the password).
 */
export function buildMinimalPdf(text: string, options: { encrypted?: boolean } = {}): Buffer {
  const escaped = text.replace(/[\\()]/g, (char) => `\\${char}`);
  const stream = `BT /F1 12 Tf 72 720 Td (${escaped}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  if (options.encrypted) {
    const filler = '<' + 'ab'.repeat(32) + '>';
    objects.push(`<< /Filter /Standard /V 1 /R 2 /O ${filler} /U ${filler} /P -4 >>`);
  }
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  const encrypt = options.encrypted
    ? ` /Encrypt ${objects.length} 0 R /ID [<0123456789abcdef0123456789abcdef> <0123456789abcdef0123456789abcdef>]`
    : '';
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${encrypt} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
