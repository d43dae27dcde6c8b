// A text of the content store as paragraphs (separated by blank lines there).
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .filter((p) => p.trim() !== '')
        .map((p, i) => (
          <p key={i}>{p.trim()}</p>
        ))}
    </>
  );
}
