# Hostile: writes outside its scratch directory (the test's canary path), then into /usr.
for path in ["CANARY", "/usr/ekb-canary"]:
    try:
        with open(path, "w") as f:
            f.write("escaped")
    except OSError as e:
        print(f"refused: {path}: {e}")
raise RuntimeError("no place outside /tmp was writable")
