/** A page's contents: one list item a section, linking to it by its id (inside the caller's `ul` or `ol`). */
export function SectionLinks({ sections }: { sections: readonly { id: string; title: string }[] }) {
  return (
    <>
      {sections.map((s) => (
        <li key={s.id}>
          <a href={`#${s.id}`}>{s.title}</a>
        </li>
      ))}
    </>
  );
}
