Pod::Spec.new do |s|
  s.name = 'Assets'
  s.source_files = 'Classes/**/*.{h,m,swift}'
  s.subspec 'UI' do |ui|
    ui.source_files = ['UI/*.swift', "UI/{Views,Cells}/**/*.m"]
  end
end
