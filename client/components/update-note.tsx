/** The offer of a new version of the page, shown once one is waiting (see update-prompt.tsx). */
export function UpdateNote({ reload }: { reload: () => void }) {
  return (
    <div role="status" className="fixed inset-x-0 bottom-0 z-20 flex justify-center p-4">
      <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-paper px-4 py-3 shadow-lg">
        <p className="text-ink">A new version of Pantry Chef is ready.</p>
        <button type="button" onClick={reload} className="btn btn-primary">
          Reload for the new version
        </button>
      </div>
    </div>
  );
}
