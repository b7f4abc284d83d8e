// Browser APIs jsdom lacks: Chakra menus and popovers need a ResizeObserver; useBreakpointValue
// matchMedia; Chakra's scroll handling scrollTo. (TextEncoder, fetch, streams and structuredClone
// are Node's, put on the page by the jest-fixed-jsdom environment: shared/build/jest.mjs.)
if (typeof window !== 'undefined') {
  // That environment's Blob is Node's (fetch and msw read and build them), which jsdom's
  // FileReader refuses as "not of type 'Blob'"; user-event's clipboard reads its Blobs with it.
  // A FileReader handed a Node Blob reads a jsdom copy of its bytes instead.
  const JsdomBlob = window[Symbol.for('[webidl2js] constructor registry')]?.Blob;
  if (JsdomBlob) {
    for (const method of ['readAsText', 'readAsArrayBuffer', 'readAsDataURL', 'readAsBinaryString']) {
      const read = FileReader.prototype[method];
      FileReader.prototype[method] = function (blob, ...rest) {
        if (blob instanceof JsdomBlob || typeof blob?.arrayBuffer !== 'function') return read.call(this, blob, ...rest);
        void blob.arrayBuffer().then((bytes) => read.call(this, new JsdomBlob([bytes], { type: blob.type }), ...rest));
      };
    }
  }
  // A File is a Node Blob too, as in a browser a file is a Blob: Node's FormData (an upload's form)
  // takes a jsdom File as text ("[object File]"). user-event's upload hands the input these Files.
  window.File = globalThis.File = require('node:buffer').File;
  class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = window.ResizeObserver || ResizeObserver;
  globalThis.ResizeObserver = window.ResizeObserver;
  window.matchMedia =
    window.matchMedia ||
    ((query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }));
  window.scrollTo = () => {};
  Element.prototype.scrollTo = Element.prototype.scrollTo || (() => {});
  Element.prototype.scrollIntoView = Element.prototype.scrollIntoView || (() => {});
  // Zag (under Chakra's checkbox and dialog) constructs a PointerEvent when a pressed control loses focus.
  if (typeof window.PointerEvent === 'undefined') {
    class PointerEvent extends MouseEvent {
      constructor(type, init = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    window.PointerEvent = PointerEvent;
  }
}
