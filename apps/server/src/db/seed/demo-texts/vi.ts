import type { DemoTexts } from './demo-texts.types.ts';

export const VI: DemoTexts = {
  announcements: {
    responsible: [
      'Chơi có trách nhiệm',
      '<p>Hãy đặt ngân sách trước khi chơi và nghỉ ngơi thường xuyên. Người chơi phải từ <strong>18 tuổi trở lên</strong>.</p>',
    ],
    vendors: ['Thêm nhà cung cấp mới', '<p>Thêm nhiều nhà cung cấp slot và live đã có trong danh mục.</p>'],
    welcomeBonus: [
      'Thưởng chào mừng 100% đến 100,00',
      '<p>Tham gia ưu đãi chào mừng ở trang khuyến mãi, rồi nạp lần đầu từ <b>20,00</b>: chúng tôi nhân đôi, tối đa <b>100,00</b>.</p><ul><li>Cược 5 lần tiền thưởng trong 30 ngày</li><li>Cược tối đa 5,00 trong thời gian này</li></ul><p><a href="/promotions">Xem khuyến mãi</a></p>',
    ],
    maintenance: ['Bảo trì định kỳ', '<p>Bảo trì ngắn vào thứ Ba 03:00–03:30 UTC. Số dư của bạn được an toàn.</p>'],
    verifyPhone: [
      'Cách xác minh điện thoại',
      '<p>Mở <em>Tài khoản của tôi</em>, chọn điện thoại và nhập mã chúng tôi gửi qua SMS.</p>',
    ],
    lotteryDraws: ['Xổ số mỗi năm phút', '<p>Xổ số nhanh giờ quay suốt ngày đêm.</p>'],
    bonusProgress: [
      'Theo dõi tiền thưởng',
      '<p>Mở <em>Chi tiết thưởng</em> trong trung tâm thành viên để xem tiến độ cược và thời hạn của tiền thưởng.</p>',
    ],
    withdrawals: ['Rút tiền nhanh hơn', '<p>Phần lớn lệnh rút tiền giờ được duyệt trong vòng một giờ.</p>'],
    fairRound: [
      'Kiểm tra ván chơi công bằng',
      '<p>Mỗi ván trò chơi nội bộ hiển thị mã băm hạt giống máy chủ trước khi bạn cược và công bố hạt giống sau đó.</p>',
    ],
    languages: [
      'Nay có sáu ngôn ngữ',
      '<p>Chọn <strong>Tiếng Việt</strong>, tiếng Anh, tiếng Bồ Đào Nha, tiếng Trung, tiếng Indonesia hoặc tiếng Thái trong menu ngôn ngữ.</p>',
    ],
    limits: [
      'Tự đặt giới hạn',
      '<p>Giới hạn nạp, thua và cược, tạm nghỉ và tự loại trừ nằm trong trung tâm thành viên, mục <em>Chơi có trách nhiệm</em>.</p>',
    ],
    welcome: [
      'Chào mừng đến với Arcadia',
      '<p>Cảm ơn bạn đã ghé thăm! Người chơi mới nhận <strong>thưởng chào mừng</strong> cho lần nạp đầu tiên.</p><p><a href="/promotions">Xem khuyến mãi</a></p>',
    ],
  },
  banners: {
    welcome: ['Chào mừng đến với Arcadia', 'Slot, bàn live và xổ số ở cùng một nơi'],
    lottery: ['Xổ số hằng ngày', 'Chọn số trước giờ đóng kỳ tiếp theo'],
    inhouse: ['Chơi trò chơi nội bộ', 'Công bằng có thể kiểm chứng từng ván'],
    app: ['Tải ứng dụng', 'Android và iOS'],
    crash: ['Chơi Crash', 'Rút trước khi nổ'],
    promotions: ['Khuyến mãi', 'Thưởng chào mừng cho lần nạp đầu'],
    mall: ['Cửa hàng điểm', 'Đổi điểm lấy phần thưởng'],
    help: ['Trung tâm trợ giúp', 'Giải đáp câu hỏi thường gặp'],
    join: ['Tham gia trong một phút', 'Đăng ký và bắt đầu chơi'],
    aboard: ['Chào mừng bạn', 'Tài khoản của bạn đã sẵn sàng'],
  },
  resources: {
    android: 'Ứng dụng Android',
    ios: 'Hồ sơ iOS',
    affiliate: 'Chương trình đại lý',
    support: 'Hỗ trợ',
    card: 'Thẻ',
    bank: 'Chuyển khoản ngân hàng',
    instant: 'Chuyển khoản nhanh',
    wallet: 'Ví điện tử',
    crypto: 'Tiền mã hóa',
    voucher: 'Phiếu quà tặng',
  },
  helpCategories: { account: 'Tài khoản', money: 'Nạp và rút tiền', games: 'Trò chơi', agreements: 'Thỏa thuận' },
  help: {
    register: [
      'Làm sao để đăng ký?',
      '<p>Nhấn <strong>Đăng ký</strong>, chọn tên đăng nhập và mật khẩu, rồi xác nhận bạn từ 18 tuổi trở lên.</p>',
    ],
    forgot: [
      'Tôi quên mật khẩu',
      '<p>Trên cửa sổ đăng nhập chọn <em>Quên mật khẩu</em> và làm theo các bước qua điện thoại hoặc e-mail.</p>',
    ],
    deposit: [
      'Làm sao để nạp tiền?',
      '<p>Mở <strong>Nạp tiền</strong>, chọn phương thức thanh toán và số tiền, rồi làm theo hướng dẫn.</p>',
    ],
    withdrawal: [
      'Khi nào tiền rút về?',
      '<p>Phần lớn lệnh rút được duyệt trong vòng một giờ; chuyển khoản ngân hàng có thể lâu hơn.</p>',
    ],
    fair: [
      'Trò chơi nội bộ có công bằng không?',
      '<p>Có: mỗi ván công bố mã băm hạt giống trước khi bạn cược, nên bạn có thể kiểm tra kết quả sau đó.</p>',
    ],
    notLoaded: [
      'Trò chơi không tải được',
      '<p>Tải lại trang và kiểm tra kết nối. Bài kiểm tra tốc độ trong menu bên cho biết tuyến nhanh nhất.</p>',
    ],
    protocol: [
      'Thỏa thuận người dùng',
      '<h3>Thỏa thuận người dùng</h3><p>Khi dùng trang này, bạn đồng ý chơi có trách nhiệm, đủ 18 tuổi và không chia sẻ tài khoản.</p><p>Chúng tôi có thể đóng tài khoản vi phạm các quy định này.</p>',
    ],
    terms: [
      'Điều khoản và điều kiện',
      '<h3>Điều khoản và điều kiện</h3><p>Tiền thưởng có yêu cầu cược được nêu trong từng khuyến mãi. Số dư được giữ bằng đơn vị tiền tệ của bạn.</p>',
    ],
  },
};
