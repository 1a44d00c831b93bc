/** Compares article numbers as printed: "1959" < "1959.1" < "1959.2" < "1960". */
export function compareArticles(left: string, right: string): number {
  const [leftWhole = 0, leftSub = 0] = left.split('.').map(Number);
  const [rightWhole = 0, rightSub = 0] = right.split('.').map(Number);
  return leftWhole - rightWhole || leftSub - rightSub;
}
