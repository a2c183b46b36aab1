export function LoginModal() {
  return null;
}
