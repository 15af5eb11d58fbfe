//! The library's import graph runs one way: no file of `src/` imports, through any chain of
//! imports, a file that imports it back, and no top-level module (`certainty`, `query`, …) one
//! that imports it back (ARCHITECTURE.md, "Architecture Invariants").
//!
//! An import is a path between files in the library's non-test code: a `use` (its braces
//! expanded) or a path written in the code, starting with `crate::`, `super::` or `self::`
//! (not a visibility, `pub(in crate::x)`). A path is resolved to the deepest module with a file
//! of its own (`a/b.rs` or `a/b/mod.rs`); `#[cfg(test)] mod tests` and the `tests.rs` files are
//! left out, and so are comments. A module's own children (`mod child;`, then `child::x` or
//! `pub use child::X`, its surface) are its parts, not imports, as `farm-studio look` draws
//! them. Run with `cargo test -p calendar --test imports -- --nocapture` to see every arrow.
#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    reason = "test: a failure is a failed test"
)]

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// A module's path from the crate root (`["service", "mcp", "tools"]`).
type Module = Vec<String>;

/// A path written in a file: a `use` (`public` for `pub use`, a re-export under `name`), or a
/// path in the code.
struct Written {
    path: Vec<String>,
    name: String,
    public: bool,
    /// The inline modules (`mod rfc3339 { … }`) it is written in, outermost first.
    inline: Vec<String>,
}

/// What each module re-exports (`pub use`): a name, and the path it stands for there.
type Reexports = BTreeMap<Module, BTreeMap<String, Vec<String>>>;

#[test]
fn no_file_of_the_library_imports_itself_back() {
    let files = library_files();
    let graph = import_graph(&files);
    for (from, to) in &graph {
        for to in to {
            println!("{} -> {}", files[from].display(), files[to].display());
        }
    }
    let circles = circles(&graph);
    let shown: Vec<Vec<String>> = circles
        .iter()
        .map(|c| c.iter().map(|m| m.join("::")).collect())
        .collect();
    assert!(shown.is_empty(), "import circles: {shown:#?}");
}

#[test]
fn no_top_level_module_of_the_library_imports_itself_back() {
    let graph = top_level(&import_graph(&library_files()));
    for (from, to) in &graph {
        println!(
            "{} => {}",
            from.join("::"),
            to.iter()
                .map(|m| m.join("::"))
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    let shown: Vec<Vec<String>> = circles(&graph)
        .iter()
        .map(|c| c.iter().map(|m| m.join("::")).collect())
        .collect();
    assert!(
        shown.is_empty(),
        "circles between top-level modules: {shown:#?}"
    );
}

#[test]
fn the_reader_sees_what_a_file_imports() {
    // The reader itself, on a file of its own making: `use` trees, inline paths, a child.
    let dir = planted(
        "calendar-imports",
        &[
            ("lib.rs", "mod a;\nmod b;\npub use b::g as gee;\n"),
            (
                "a/mod.rs",
                "mod c;\n// use crate::b::Gone;\npub use c::X;\npub fn f() { crate::gee(); }\n",
            ),
            (
                "a/c.rs",
                "pub(in crate::a) use super::{super::b::{self, G}, f};\nfn h() { self::h(); crate::a::f(); }\npub mod inner {\n    fn i() { super::h(); }\n}\n#[cfg(test)]\nmod tests {\n    use crate::b;\n}\n",
            ),
            (
                "b.rs",
                "pub fn g() { crate::a::c::h(); }\n#[cfg(test)]\nmod tests {\n    use crate::a;\n}\n",
            ),
        ],
    );
    let files = rust_files(&dir);
    let graph = import_graph(&files);
    let name = |m: &Module| m.join("::");
    let arrows: BTreeSet<(String, String)> = graph
        .iter()
        .flat_map(|(from, to)| to.iter().map(move |to| (name(from), name(to))))
        .collect();
    let expected = [("a", "b"), ("a::c", "a"), ("a::c", "b"), ("b", "a::c")]
        .map(|(a, b)| (a.to_string(), b.to_string()));
    assert_eq!(arrows, BTreeSet::from(expected));
    let c = vec!["a".to_string(), "c".into()];
    assert_eq!(
        circles(&graph),
        vec![BTreeSet::from([
            vec!["a".to_string()],
            vec!["b".to_string()],
            c
        ])]
    );
    fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_reader_sees_a_circle_between_top_level_modules() {
    // No file imports itself back, yet `a` and `b` do: `a::x` imports `b::y`, `b::z` imports
    // `a::w`. A circle between files is also one between their modules.
    let dir = planted(
        "calendar-modules",
        &[
            ("lib.rs", "mod a;\nmod b;\nmod c;\n"),
            ("a/mod.rs", "mod w;\nmod x;\n"),
            ("a/w.rs", "pub fn w() {}\n"),
            ("a/x.rs", "use crate::b::y;\nuse crate::c;\n"),
            ("b/mod.rs", "mod y;\nmod z;\n"),
            ("b/y.rs", "pub fn y() { crate::c::f(); }\n"),
            ("b/z.rs", "fn z() { crate::a::w::w(); }\n"),
            ("c.rs", "pub fn f() {}\n"),
        ],
    );
    let files = rust_files(&dir);
    let graph = import_graph(&files);
    assert!(circles(&graph).is_empty(), "no circle between files");
    let module = |name: &str| vec![name.to_string()];
    let lifted = top_level(&graph);
    assert_eq!(
        lifted[&module("a")],
        BTreeSet::from([module("b"), module("c")])
    );
    assert_eq!(
        circles(&lifted),
        vec![BTreeSet::from([module("a"), module("b")])]
    );
    fs::remove_dir_all(&dir).unwrap();
}

/// A fresh folder `name` in the temporary directory holding `files` (path, text).
fn planted(name: &str, files: &[(&str, &str)]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("{name}-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    for (path, text) in files {
        let file = dir.join(path);
        fs::create_dir_all(file.parent().unwrap()).unwrap();
        fs::write(file, text).unwrap();
    }
    dir
}

/// Every `.rs` file of the library's `src/`, by module.
fn library_files() -> BTreeMap<Module, PathBuf> {
    rust_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"))
}

/// Every `.rs` file under `root` but the test files, by module (`bin/` and the like have none:
/// the library has no other crate roots).
fn rust_files(root: &Path) -> BTreeMap<Module, PathBuf> {
    let mut files = BTreeMap::new();
    let mut dirs = vec![root.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if !name.ends_with(".rs") || name == "tests.rs" || name.ends_with("_tests.rs") {
                continue;
            }
            let relative = path.strip_prefix(root).unwrap().with_extension("");
            let mut module: Module = relative
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            if matches!(module.last().map(String::as_str), Some("mod" | "lib")) {
                module.pop();
            }
            files.insert(module, path);
        }
    }
    files
}

/// Each file's imports of the other files.
fn import_graph(files: &BTreeMap<Module, PathBuf>) -> BTreeMap<Module, BTreeSet<Module>> {
    let written: BTreeMap<&Module, Vec<Written>> = files
        .iter()
        .map(|(module, path)| {
            (
                module,
                paths_in(&code_of(&fs::read_to_string(path).unwrap())),
            )
        })
        .collect();
    let reexports: Reexports = written
        .iter()
        .map(|(module, paths)| {
            let public = paths.iter().filter(|w| w.public);
            let names = public.map(|w| (w.name.clone(), w.path.clone())).collect();
            ((*module).clone(), names)
        })
        .collect();
    let mut graph = BTreeMap::new();
    for (module, paths) in &written {
        let mut targets = BTreeSet::new();
        for written in paths {
            let context: Module = module.iter().chain(&written.inline).cloned().collect();
            let Some(target) = resolve(&context, &written.path, files, &reexports, false) else {
                continue;
            };
            if target != **module {
                targets.insert(target);
            }
        }
        graph.insert((*module).clone(), targets);
    }
    graph
}

/// The code without comments and without its `#[cfg(test)] mod tests { … }` (which runs to the
/// end of the file, as the library writes it).
fn code_of(text: &str) -> String {
    let mut code = String::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        if line.trim() == "#[cfg(test)]"
            && lines
                .peek()
                .is_some_and(|next| next.trim_start().starts_with("mod tests {"))
        {
            break;
        }
        let mut line = line.split(" //").next().unwrap_or("").to_string();
        // A visibility names a module without importing it.
        while let Some(at) = line.find("pub(in ") {
            let end = line[at..].find(')').map_or(line.len(), |e| at + e + 1);
            line.replace_range(at..end, "pub");
        }
        if !line.trim_start().starts_with("//") {
            code.push_str(&line);
            code.push('\n');
        }
    }
    code
}

/// Every path the code writes: the `use` trees expanded, and every other `a::b::c` path.
fn paths_in(code: &str) -> Vec<Written> {
    let modules = inline_modules(code);
    let inside = |at: usize| -> Vec<String> {
        let around = modules
            .iter()
            .filter(|(start, end, _)| (*start..*end).contains(&at));
        around.map(|(_, _, name)| name.clone()).collect()
    };
    let mut paths = Vec::new();
    // The code with its `use` items blanked out, for the paths written elsewhere.
    let mut outside = code.to_string();
    let mut from = 0;
    while let Some((at, public)) = find_use(&code[from..]) {
        let at = from + at;
        let tree_start = at + "use ".len();
        let end = code[tree_start..]
            .find(';')
            .map_or(code.len(), |e| tree_start + e);
        let mut trees = Vec::new();
        expand(&code[tree_start..end], &mut Vec::new(), &mut trees);
        paths.extend(trees.into_iter().map(|(path, name)| Written {
            path,
            name,
            public,
            inline: inside(at),
        }));
        outside.replace_range(at..end, &" ".repeat(end - at));
        from = end;
    }
    paths.extend(
        inline_paths(&outside)
            .into_iter()
            .map(|(path, at)| Written {
                name: path.last().cloned().unwrap_or_default(),
                path,
                public: false,
                inline: inside(at),
            }),
    );
    paths
}

/// The inline modules of the code (`mod name {` to its closing brace): where each starts and
/// ends, and its name.
fn inline_modules(code: &str) -> Vec<(usize, usize, String)> {
    let mut modules = Vec::new();
    let mut from = 0;
    while let Some(found) = code[from..].find("mod ") {
        let at = from + found;
        from = at + 1;
        let boundary = code[..at]
            .chars()
            .next_back()
            .is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
        let rest = &code[at + "mod ".len()..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if !boundary || name.is_empty() || !rest[name.len()..].trim_start().starts_with('{') {
            continue;
        }
        let open = at + "mod ".len() + name.len() + rest[name.len()..].find('{').unwrap_or(0);
        let mut depth = 0;
        let end = code[open..]
            .char_indices()
            .find(|(_, c)| {
                depth += match c {
                    '{' => 1,
                    '}' => -1,
                    _ => 0,
                };
                depth == 0
            })
            .map_or(code.len(), |(i, _)| open + i);
        modules.push((at, end, name));
    }
    modules
}

/// Where the next `use` item starts (a line's first word, after its visibility if any), and
/// whether it is public (`pub use`, any `pub(…)` too: a re-export).
fn find_use(code: &str) -> Option<(usize, bool)> {
    let mut start = 0;
    for line in code.split_inclusive('\n') {
        let indent = line.len() - line.trim_start().len();
        let mut rest = line.trim_start();
        let public = rest.starts_with("pub");
        if let Some(after) = rest.strip_prefix("pub") {
            rest = match after.strip_prefix('(') {
                Some(inside) => inside.split_once(')').map_or("", |(_, after)| after),
                None => after,
            }
            .trim_start();
        }
        if rest.starts_with("use ") {
            return Some((
                start + indent + (line.trim_start().len() - rest.len()),
                public,
            ));
        }
        start += line.len();
    }
    None
}

/// Expands a `use` tree (`a::{b, c::{d, e}}`) into paths, `self` standing for its prefix, each
/// with the name it binds (its last segment, or its `as`).
fn expand(tree: &str, prefix: &mut Vec<String>, out: &mut Vec<(Vec<String>, String)>) {
    let tree = tree.trim();
    let (head, group) = match tree.find('{') {
        Some(open) => (
            &tree[..open],
            Some(&tree[open + 1..tree.rfind('}').unwrap_or(tree.len())]),
        ),
        None => (tree, None),
    };
    let depth = prefix.len();
    let mut name = prefix.last().cloned().unwrap_or_default();
    for segment in head.split("::").map(str::trim).filter(|s| !s.is_empty()) {
        let (segment, alias) = segment.split_once(" as ").unwrap_or((segment, ""));
        if segment.trim() != "self" {
            prefix.push(segment.trim().to_string());
            name = segment.trim().to_string();
        }
        if !alias.trim().is_empty() {
            name = alias.trim().to_string();
        }
    }
    match group {
        None => out.push((prefix.clone(), name)),
        Some(group) => {
            for item in split_top_level(group) {
                expand(item, prefix, out);
            }
        }
    }
    prefix.truncate(depth);
}

/// A group's items, split on the commas outside nested braces.
fn split_top_level(group: &str) -> Vec<&str> {
    let (mut items, mut depth, mut start) = (Vec::new(), 0, 0);
    for (i, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&group[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items.push(&group[start..]);
    items.into_iter().filter(|i| !i.trim().is_empty()).collect()
}

/// The `a::b::c` paths outside `use` items (string literals are not told apart: the library
/// writes no module path in one).
fn inline_paths(code: &str) -> Vec<(Vec<String>, usize)> {
    let word = |c: char| c.is_alphanumeric() || c == '_';
    let mut paths = Vec::new();
    let chars: Vec<(usize, char)> = code.char_indices().collect();
    let mut i = 0;
    while i < chars.len() {
        let (at, c) = chars[i];
        let starts = word(c) && (i == 0 || !(word(chars[i - 1].1) || chars[i - 1].1 == ':'));
        if !starts {
            i += 1;
            continue;
        }
        let mut path = Vec::new();
        let mut end = at;
        loop {
            let segment: String = code[end..].chars().take_while(|c| word(*c)).collect();
            if segment.is_empty() {
                break;
            }
            end += segment.len();
            path.push(segment);
            if code[end..].starts_with("::") {
                end += 2;
            } else {
                break;
            }
        }
        if path.len() > 1 {
            paths.push((path, at));
        }
        while i < chars.len() && chars[i].0 < end.max(at + 1) {
            i += 1;
        }
    }
    paths
}

/// The file a path written in `module` leads to: the deepest module on it with a file, or
/// through that module's re-export of the next name, the file it re-exports from. A path a
/// re-export writes may also start with a child's name (`pub use child::X`).
fn resolve(
    module: &Module,
    path: &[String],
    files: &BTreeMap<Module, PathBuf>,
    reexports: &Reexports,
    in_reexport: bool,
) -> Option<Module> {
    let (first, rest) = path.split_first()?;
    // `self` and `super` are relative to the module.
    let mut base = match first.as_str() {
        "crate" => Vec::new(),
        "self" => module.clone(),
        "super" => module[..module.len().checked_sub(1)?].to_vec(),
        child if in_reexport => {
            let mut base = module.clone();
            base.push(child.to_string());
            if !files.contains_key(&base) {
                return None;
            }
            base
        }
        _ => return None,
    };
    let mut rest = rest.iter().peekable();
    while rest.peek().is_some_and(|s| *s == "super") {
        base.pop();
        rest.next();
    }
    let mut found = files.contains_key(&base).then(|| base.clone());
    for segment in rest {
        base.push(segment.clone());
        if files.contains_key(&base) {
            found = Some(base.clone());
            continue;
        }
        // `crate::Dataset`: the root re-exports it from where it lives.
        let through = found.as_ref().and_then(|at| {
            let path = reexports.get(at)?.get(segment)?;
            // A module re-exporting a name it re-exports itself would loop: not followed.
            (path.first() != Some(segment)).then_some(())?;
            resolve(at, path, files, reexports, true)
        });
        return through.or(found);
    }
    found
}

/// The graph lifted to the top-level modules (`certainty`, `query`, …): an arrow between two of
/// them for every arrow between their files. The crate root is left out: its `mod` items and
/// `pub use` surface are the crate's parts, not imports.
fn top_level(graph: &BTreeMap<Module, BTreeSet<Module>>) -> BTreeMap<Module, BTreeSet<Module>> {
    let top = |m: &Module| m.first().map(|first| vec![first.clone()]);
    let mut lifted: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for (from, to) in graph {
        let Some(from) = top(from) else { continue };
        let targets = lifted.entry(from.clone()).or_default();
        targets.extend(to.iter().filter_map(top).filter(|to| *to != from));
    }
    lifted
}

/// The circles of a graph: its strongly connected components of more than one file (Tarjan).
fn circles(graph: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<BTreeSet<Module>> {
    struct Walk<'g> {
        graph: &'g BTreeMap<Module, BTreeSet<Module>>,
        index: BTreeMap<&'g Module, usize>,
        low: BTreeMap<&'g Module, usize>,
        stack: Vec<&'g Module>,
        on_stack: BTreeSet<&'g Module>,
        found: Vec<BTreeSet<Module>>,
    }
    impl<'g> Walk<'g> {
        fn visit(&mut self, node: &'g Module) {
            let n = self.index.len();
            self.index.insert(node, n);
            self.low.insert(node, n);
            self.stack.push(node);
            self.on_stack.insert(node);
            for next in self.graph.get(node).into_iter().flatten() {
                if !self.index.contains_key(next) {
                    self.visit(next);
                    let low = self.low[node].min(self.low[next]);
                    self.low.insert(node, low);
                } else if self.on_stack.contains(next) {
                    let low = self.low[node].min(self.index[next]);
                    self.low.insert(node, low);
                }
            }
            if self.low[node] == self.index[node] {
                let mut component = BTreeSet::new();
                while let Some(top) = self.stack.pop() {
                    self.on_stack.remove(top);
                    component.insert(top.clone());
                    if top == node {
                        break;
                    }
                }
                if component.len() > 1 {
                    self.found.push(component);
                }
            }
        }
    }
    let mut walk = Walk {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for node in graph.keys() {
        if !walk.index.contains_key(node) {
            walk.visit(node);
        }
    }
    walk.found
}
