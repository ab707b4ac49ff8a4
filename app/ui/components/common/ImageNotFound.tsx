/** The placeholder for an image whose source is missing, labelled 'Image not found'. */
export function ImageNotFound({className = ''}: {className?: string}) {
  return (
    <div
      role="img"
      aria-label="Image not found"
      className={`flex aspect-square items-center justify-center bg-neutral-100 text-sm text-neutral-500 ${className}`}
    >
      Image not found
    </div>
  );
}
