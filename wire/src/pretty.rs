//! Pretty-printing of compact JSON text, byte for byte as `serde_json::to_string_pretty` writes the
//! same value (two-space indent, `": "`, `[]` and `{}` when empty). The web app serialises with the
//! compact formatter only: `to_string_pretty` would instantiate every type's `Serialize` a second
//! time for the pretty formatter (docs/APP.md, "Size and first verdict").

/// `compact` (JSON as `serde_json::to_string` writes it: no whitespace outside strings)
/// pretty-printed. Text that is not such JSON comes back re-indented but otherwise unchanged.
pub fn pretty(compact: &str) -> String {
    let bytes = compact.as_bytes();
    let mut out = Vec::with_capacity(bytes.len() * 2);
    let mut depth = 0usize;
    let newline = |out: &mut Vec<u8>, depth: usize| {
        out.push(b'\n');
        out.extend(std::iter::repeat_n(b' ', 2 * depth));
    };
    let (mut in_string, mut escaped) = (false, false);
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        i += 1;
        if in_string {
            out.push(c);
            if escaped {
                escaped = false;
            } else if c == b'\\' {
                escaped = true;
            } else if c == b'"' {
                in_string = false;
            }
            continue;
        }
        match c {
            b'"' => {
                in_string = true;
                out.push(c);
            }
            b'{' | b'[' if bytes.get(i) == Some(&if c == b'{' { b'}' } else { b']' }) => {
                out.extend([c, bytes[i]]);
                i += 1;
            }
            b'{' | b'[' => {
                out.push(c);
                depth += 1;
                newline(&mut out, depth);
            }
            b'}' | b']' => {
                depth = depth.saturating_sub(1);
                newline(&mut out, depth);
                out.push(c);
            }
            b',' => {
                out.push(c);
                newline(&mut out, depth);
            }
            b':' => out.extend(*b": "),
            _ => out.push(c),
        }
    }
    // Only ASCII was inserted, between whole UTF-8 sequences of the input.
    String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

#[cfg(test)]
mod tests {
    use super::pretty;

    /// The same text as serde_json's pretty formatter, for nested, empty, escaped and non-ASCII
    /// values (a whole submission: `compose`'s tests).
    #[test]
    fn pretty_is_serde_jsons_pretty() {
        let values = [
            serde_json::json!({}),
            serde_json::json!([]),
            serde_json::json!({"a": [], "b": {}, "c": [[], [{}], {"d": [1, 2.5, -3e-7, null, true]}]}),
            serde_json::json!({"quote\"s": "a \"b\" \\ c: {d}, [e]", "unicode": "µs — ≥ 1 \u{1F600}", "ctl": "\n\t\u{1}"}),
            serde_json::json!([{"k": "v"}, "x", 1]),
            serde_json::json!("just a string, with {braces}"),
        ];
        for v in &values {
            assert_eq!(pretty(&serde_json::to_string(v).unwrap()), serde_json::to_string_pretty(v).unwrap(), "{v}");
        }
    }
}
