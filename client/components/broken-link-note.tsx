/** Said instead of a recipe when the share link in the address cannot be read. */
export function BrokenLinkNote() {
  return (
    <div className="mt-8 rounded-2xl border border-tomato/30 bg-blush p-4 sm:p-5">
      <p role="alert" className="font-medium text-wine">
        This recipe link is broken or incomplete, so there is no recipe to show. Ask for the link again.
      </p>
    </div>
  );
}
