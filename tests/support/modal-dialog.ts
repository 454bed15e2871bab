// jsdom has <dialog> but not its modal behaviour. These stand in for the browser's: showModal()
// opens it, close() closes it and fires "close", and Escape inside an open modal dialog fires a
// cancelable "cancel" and then closes it, as Chromium does.

const escapable = new WeakSet<HTMLDialogElement>();

function onEscape(this: HTMLDialogElement, event: KeyboardEvent) {
  if (event.key !== 'Escape' || !this.open) return;
  const cancel = new Event('cancel', { cancelable: true });
  if (this.dispatchEvent(cancel)) this.close();
}

if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    if (!escapable.has(this)) {
      escapable.add(this);
      this.addEventListener('keydown', onEscape);
    }
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
}
