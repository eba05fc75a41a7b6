/**
 * The optional image an admin sets for an editable page (/about, the legal pages): under the
 * page's intro, 16:9, at most the text's width; its alternative text is the page's title.
 */
export function PageImage({ src, alt }: { src: string | null; alt: string }) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt={alt}
      width={768}
      height={432}
      decoding="async"
      className="mt-8 aspect-video w-full max-w-3xl rounded-2xl bg-slate-100 object-cover"
    />
  );
}
