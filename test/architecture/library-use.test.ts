import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Libraries through their public APIs only: src/ patches no library's object, imports
 * no library's internal path and sets no V8 flag while it runs. An upgrade breaks such code
 * silently; these checks make it loud. Type-aware (the compiler's checker knows where a method
 * was declared), so `controls.enter = …` is caught whatever the variable is called.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const SRC = join(ROOT, "src");

let built: ts.Program | undefined;

/** src/ as the compiler sees it, built once for the checks below. */
function program(): ts.Program {
  if (built) return built;
  const configPath = join(ROOT, "tsconfig.json");
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, ROOT);
  const rootNames = parsed.fileNames.filter((file) => file.startsWith(`${SRC}/`));
  built = ts.createProgram({ rootNames, options: parsed.options });
  return built;
}

const inLibrary = (file: string) =>
  file.includes("/node_modules/") && !file.includes("/node_modules/typescript/");

/** A method (or function-valued member) a library declares. */
function libraryMethod(checker: ts.TypeChecker, symbol: ts.Symbol | undefined): boolean {
  const declarations = symbol?.declarations ?? [];
  if (declarations.length === 0) return false;
  return declarations.every((declaration) => {
    if (!inLibrary(declaration.getSourceFile().fileName)) return false;
    if (ts.isMethodDeclaration(declaration) || ts.isMethodSignature(declaration)) return true;
    if (handlerSlot(declaration)) return false;
    const type = checker.getTypeOfSymbolAtLocation(symbol as ts.Symbol, declaration);
    return type.getCallSignatures().length > 0;
  });
}

/**
 * A property named `on…` that a library declares for its user to fill, such as fflate's
 * `file.ondata` (as the DOM's `onmessage`): filling it is the library's own road, not a patch.
 */
function handlerSlot(declaration: ts.Declaration): boolean {
  const property = ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration);
  const name = ts.getNameOfDeclaration(declaration)?.getText() ?? "";
  return property && /^on[a-z]/u.test(name);
}

/** `X.prototype` where X comes from a library. */
function libraryPrototype(checker: ts.TypeChecker, node: ts.Node): boolean {
  if (!ts.isPropertyAccessExpression(node) || node.name.text !== "prototype") return false;
  let symbol = checker.getSymbolAtLocation(node.expression);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return (symbol?.declarations ?? []).some((d) => inLibrary(d.getSourceFile().fileName));
}

const ASSIGNMENTS = new Set([
  ts.SyntaxKind.EqualsToken,
  ts.SyntaxKind.BarBarEqualsToken,
  ts.SyntaxKind.QuestionQuestionEqualsToken,
  ts.SyntaxKind.AmpersandAmpersandEqualsToken,
]);

/** Every place in src/ that patches a library's object: file:line and the code. */
function patches(): string[] {
  const checker = program().getTypeChecker();
  const found: string[] = [];
  for (const file of program().getSourceFiles()) {
    if (!file.fileName.startsWith(`${SRC}/`)) continue;
    const report = (node: ts.Node) => {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${relative(ROOT, file.fileName)}:${line + 1}: ${node.getText().slice(0, 80)}`);
    };
    const visit = (node: ts.Node): void => {
      if (libraryPrototype(checker, node)) report(node);
      if (ts.isBinaryExpression(node) && ASSIGNMENTS.has(node.operatorToken.kind)) {
        const target = node.left;
        if (
          (ts.isPropertyAccessExpression(target) || ts.isElementAccessExpression(target)) &&
          libraryMethod(checker, checker.getSymbolAtLocation(target))
        )
          report(node);
      }
      // Object.defineProperty(obj, "method", …) / Object.assign(obj, { method }) on a library's object.
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const callee = node.expression.getText();
        const [target, second] = node.arguments;
        if (callee === "Object.defineProperty" && target && second && ts.isStringLiteral(second)) {
          const member = checker.getTypeAtLocation(target).getProperty(second.text);
          if (libraryMethod(checker, member)) report(node);
        }
        if (callee === "Object.assign" && target && second) {
          const targetType = checker.getTypeAtLocation(target);
          const members = checker.getTypeAtLocation(second).getProperties();
          const patched = members.some((m) =>
            libraryMethod(checker, targetType.getProperty(m.getName())),
          );
          if (patched) report(node);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

/** The package a bare specifier names, and the subpath after it ("." for the package itself). */
function splitSpecifier(specifier: string): { name: string; subpath: string } {
  const parts = specifier.split("/");
  const size = specifier.startsWith("@") ? 2 : 1;
  const rest = parts.slice(size).join("/");
  return { name: parts.slice(0, size).join("/"), subpath: rest ? `./${rest}` : "." };
}

/** Whether a package's own `exports` (or, without one, its layout) makes this subpath public. */
function publicSubpath(name: string, subpath: string): boolean {
  if (subpath === ".") return true;
  const manifest = join(ROOT, "node_modules", name, "package.json");
  if (!existsSync(manifest)) return false;
  const { exports } = JSON.parse(readFileSync(manifest, "utf8")) as { exports?: unknown };
  if (exports && typeof exports === "object" && !Array.isArray(exports)) {
    return Object.keys(exports).some((key) => {
      if (key === subpath) return true;
      const star = key.indexOf("*");
      return (
        star >= 0 && subpath.startsWith(key.slice(0, star)) && subpath.endsWith(key.slice(star + 1))
      );
    });
  }
  return !/(^|\/)(out|dist|lib|build|src|internal|esm|cjs)(\/|$)/.test(subpath);
}

/** grammY's own context and the Bot API's types: what an update is made of. */
const inUpdateTypes = (file: string) => /\/node_modules\/(grammy|@grammyjs\/types)\//.test(file);

/**
 * Every place in src/ that writes a field grammY's Context or the Bot API's types declare
 * (`ctx.match = …`, `update.message = …`, `callbackQuery.data = …`, `delete ctx.x`): an update is
 * what Telegram sent, and a feature that wants another view calls it rather than forging input.
 * The Bot API stand-in and the demo build updates of their own (they are Telegram there).
 */
function updateWrites(): string[] {
  const checker = program().getTypeChecker();
  const found: string[] = [];
  const own = (file: string) => /\/src\/(bot-api-stand-in|demo)\//.test(file);
  for (const file of program().getSourceFiles()) {
    if (!file.fileName.startsWith(`${SRC}/`) || own(file.fileName)) continue;
    const report = (node: ts.Node) => {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${relative(ROOT, file.fileName)}:${line + 1}: ${node.getText().slice(0, 80)}`);
    };
    const declaredInUpdate = (target: ts.Expression) => {
      if (!ts.isPropertyAccessExpression(target) && !ts.isElementAccessExpression(target))
        return false;
      const declarations = checker.getSymbolAtLocation(target)?.declarations ?? [];
      return declarations.some((d) => inUpdateTypes(d.getSourceFile().fileName));
    };
    const visit = (node: ts.Node): void => {
      const written =
        (ts.isBinaryExpression(node) &&
          node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
          node.operatorToken.kind <= ts.SyntaxKind.LastAssignment &&
          node.left) ||
        (ts.isDeleteExpression(node) && node.expression) ||
        undefined;
      if (written && declaredInUpdate(written)) report(node);
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

/** Calls of a bot's `handleUpdate` outside the transport (core/update-inbox.ts hands it the webhook's). */
function injectedUpdates(): string[] {
  const found: string[] = [];
  const transport = join(SRC, "bot/core/update-inbox.ts");
  for (const file of program().getSourceFiles()) {
    if (!file.fileName.startsWith(`${SRC}/`) || file.fileName === transport) continue;
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === "handleUpdate"
      ) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${relative(ROOT, file.fileName)}:${line + 1}: ${node.getText().slice(0, 80)}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

/** Imports of a library's internal path anywhere in src/: file and specifier. */
function internalImports(): string[] {
  const found: string[] = [];
  for (const file of program().getSourceFiles()) {
    if (!file.fileName.startsWith(`${SRC}/`)) continue;
    const text = file.getFullText();
    const pattern = /(?:from|import|require)\s*\(?\s*["']([^"'.][^"']*)["']/g;
    for (const [, specifier = ""] of text.matchAll(pattern)) {
      if (specifier.startsWith("node:")) continue;
      const { name, subpath } = splitSpecifier(specifier);
      if (!publicSubpath(name, subpath))
        found.push(`${relative(ROOT, file.fileName)}: ${specifier}`);
    }
  }
  return found;
}

describe("libraries through their public APIs", () => {
  it("src/ assigns to no method of a library's object and touches no library's prototype", () => {
    expect(patches()).toEqual([]);
  }, 120_000);

  it("src/ writes no field of a context, an update or a callback query", () => {
    expect(updateWrites()).toEqual([]);
  }, 120_000);

  it("src/ hands the bot no update but the transport's", () => {
    expect(injectedUpdates()).toEqual([]);
  }, 120_000);

  it("src/ imports no library's internal path", () => {
    expect(internalImports()).toEqual([]);
  }, 120_000);

  it("src/ sets no V8 flag while it runs", () => {
    const files = ts.sys.readDirectory(SRC, [".ts"]);
    const setting = files.filter((file) =>
      readFileSync(file, "utf8").includes("setFlagsFromString"),
    );
    expect(setting.map((file) => relative(ROOT, file))).toEqual([]);
  });
});
