/** A fresh load of the current address: new code after a deploy, and every module fetched again. */
export function reloadPage() {
  window.location.reload();
}
