//! The kernel pulled out of a model's reply: the fenced code block in the kind's language.
//!
//! Rules, in order:
//! 1. Fenced blocks are CommonMark fences: a line starting (after at most three spaces) with
//!    three or more backticks or tildes, closed by a line of at least as many of the same
//!    character. The first word of the info string, lowercased, is the block's language.
//! 2. The kind's languages: `wgsl` for WGSL; `opencl` or `cl` for OpenCL C (then, only when
//!    there is neither, `c`, since OpenCL C is C); `c` for C.
//! 3. Several blocks in the kind's language: the **last** one is the kernel (a reply that shows a
//!    draft and then the fix ends with the fix); [`Extracted::blocks`] says how many there were.
//! 4. None (no fence at all, only other languages, or an unclosed fence): [`ExtractError`].

use ekb_eval::kind::Kind;

/// A kernel found in a reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Extracted {
    /// The block's text, without its fences, ending with a newline.
    pub source: String,
    /// Blocks in the kind's language the reply had (the last was taken).
    pub blocks: usize,
}

/// Why no kernel was found.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ExtractError {
    /// No closed fenced block in the kind's language.
    #[error("the reply has no ```{tag} fenced block{}", found_text(.found))]
    NoBlock {
        /// The tag asked for (`wgsl`, `opencl`, `c`).
        tag: &'static str,
        /// The languages of the blocks it does have (`""` for an untagged block).
        found: Vec<String>,
    },
    /// A fence opened at `line` (1-based) is never closed.
    #[error("the ``` fence opened at line {line} of the reply is never closed (was the reply cut off at max_tokens?)")]
    Unclosed {
        /// 1-based line of the opening fence.
        line: usize,
    },
}

fn found_text(found: &[String]) -> String {
    if found.is_empty() {
        return " (it has no fenced block at all)".into();
    }
    let names: Vec<String> = found.iter().map(|f| if f.is_empty() { "untagged".to_string() } else { format!("`{f}`") }).collect();
    format!(" (its blocks are: {})", names.join(", "))
}

/// One fenced block.
struct Block {
    lang: String,
    text: String,
}

fn blocks(reply: &str) -> Result<Vec<Block>, ExtractError> {
    let mut out = Vec::new();
    let mut open: Option<(char, usize, String, usize, String)> = None; // (char, len, lang, line, text)
    for (i, line) in reply.lines().enumerate() {
        let indent = line.len() - line.trim_start_matches(' ').len();
        let body = line.trim_start_matches(' ');
        let fence = if indent <= 3 { body.chars().next().filter(|c| *c == '`' || *c == '~') } else { None };
        let run = fence.map_or(0, |c| body.chars().take_while(|x| *x == c).count());
        match &mut open {
            None => {
                if let Some(c) = fence.filter(|_| run >= 3) {
                    let info = body[run * c.len_utf8()..].trim();
                    let lang = info.split_whitespace().next().unwrap_or("").to_ascii_lowercase();
                    open = Some((c, run, lang, i + 1, String::new()));
                }
            }
            Some((c, len, _, _, text)) => {
                let closes = fence == Some(*c) && run >= *len && body[run * c.len_utf8()..].trim().is_empty();
                if closes {
                    let (_, _, lang, _, text) = open.take().expect("open fence");
                    out.push(Block { lang, text });
                } else {
                    text.push_str(line);
                    text.push('\n');
                }
            }
        }
    }
    if let Some((_, _, _, line, _)) = open {
        return Err(ExtractError::Unclosed { line });
    }
    Ok(out)
}

/// The kernel of kind `kind` in `reply`, by the rules of this module.
///
/// # Errors
/// [`ExtractError::NoBlock`] naming the blocks the reply has, [`ExtractError::Unclosed`] for a
/// fence that never closes (when no closed block of the kind comes before it).
pub fn extract(reply: &str, kind: Kind) -> Result<Extracted, ExtractError> {
    let info = kind.info();
    let (tag, langs, fallback) = (info.fence, info.fence_tags, info.fence_fallback);
    let all = blocks(reply)?;
    let mut chosen: Vec<&Block> = all.iter().filter(|b| langs.contains(&b.lang.as_str())).collect();
    if chosen.is_empty() {
        chosen = all.iter().filter(|b| fallback.contains(&b.lang.as_str())).collect();
    }
    match chosen.last() {
        Some(b) => Ok(Extracted { source: b.text.clone(), blocks: chosen.len() }),
        None => Err(ExtractError::NoBlock { tag, found: all.iter().map(|b| b.lang.clone()).collect() }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_block_of_the_language_is_taken() {
        let reply = "Draft:\n```wgsl\nfn a() {}\n```\nText\n```python\nprint()\n```\nFixed:\n```WGSL\nfn b() {}\n```\n";
        let got = extract(reply, Kind::Wgsl).expect("a block");
        assert_eq!(got, Extracted { source: "fn b() {}\n".into(), blocks: 2 });
    }

    #[test]
    fn missing_blocks_name_what_the_reply_has() {
        let e = extract("```python\nx\n```\n```\ny\n```\n", Kind::Wgsl).unwrap_err();
        assert_eq!(e.to_string(), "the reply has no ```wgsl fenced block (its blocks are: `python`, untagged)");
        let e = extract("I cannot help with that.", Kind::Wgsl).unwrap_err();
        assert_eq!(e.to_string(), "the reply has no ```wgsl fenced block (it has no fenced block at all)");
    }

    #[test]
    fn unclosed_fences_are_reported() {
        let e = extract("ok\n```wgsl\nfn a() {\n", Kind::Wgsl).unwrap_err();
        assert_eq!(e, ExtractError::Unclosed { line: 2 });
    }

    #[test]
    fn opencl_takes_cl_then_c_and_longer_fences_nest() {
        let reply = "```c\nint x;\n```\n````opencl\n```\nkernel\n````\n";
        assert_eq!(extract(reply, Kind::Opencl).expect("block").source, "```\nkernel\n");
        assert_eq!(extract("```c\nint x;\n```\n", Kind::Opencl).expect("fallback").source, "int x;\n");
        assert_eq!(extract("~~~c\nvoid kernel() {}\n~~~\n", Kind::C).expect("tilde").source, "void kernel() {}\n");
    }
}
