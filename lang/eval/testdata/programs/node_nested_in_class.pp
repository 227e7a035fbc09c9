class a { node default { notice('inner node') } }
