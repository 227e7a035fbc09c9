class k {}
create_resources('@class', { 'k' => {} })
