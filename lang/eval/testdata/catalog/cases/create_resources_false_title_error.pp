define d() { }
create_resources('d', { false => {} })
