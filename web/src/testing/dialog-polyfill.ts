/**
 * jsdom has the <dialog> element but not its methods. This gives it what the HTML standard says
 * and the component tests rely on: `showModal` opens it and focuses its first control, `close`
 * closes it and fires `close` a moment later, and Escape fires a cancelable `cancel` on the topmost
 * open modal dialog, which closes it unless cancelled. (What jsdom cannot show, the page behind
 * being inert, the browser journeys check.)
 */
export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  const modals: HTMLDialogElement[] = [];
  const focusable = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
    (this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(focusable))?.focus();
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    const index = modals.indexOf(this);
    if (index >= 0) modals.splice(index, 1);
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };

  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = modals.filter((dialog) => dialog.isConnected).at(-1);
    if (top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
